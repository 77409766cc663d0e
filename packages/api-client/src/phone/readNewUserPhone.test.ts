import { describe, expect, it } from 'vitest';
import { userPhoneNumberSchema } from '../entities/newUser.ts';
import { isNewUserPhoneText, readNewUserPhone } from './readNewUserPhone.ts';

describe('readNewUserPhone', () => {
  it('reads a number as written at home in the country of the code, trunk 0 and separators allowed', () => {
    expect(readNewUserPhone('1', '202-555-0142')).toEqual({
      ok: true,
      phone: { countryCode: '1', number: '2025550142' },
    });
    expect(readNewUserPhone('81', '090-1234-5678')).toEqual({
      ok: true,
      phone: { countryCode: '81', number: '9012345678' },
    });
  });

  it('reads an international number, whose code must be the country code', () => {
    expect(readNewUserPhone('1', '+1-2025550142')).toEqual({
      ok: true,
      phone: { countryCode: '1', number: '2025550142' },
    });
    expect(readNewUserPhone('1', '+44-2071234567')).toEqual({ ok: false, reason: 'countryCodeDiffers' });
  });

  it('refuses numbers of impossible length or with letters', () => {
    for (const [code, text] of [
      ['1', '12'],
      ['1', 'call me'],
      ['1', '+1-202x'],
      ['81', '12ab'],
      ['972', '5'],
    ] as const)
      expect(readNewUserPhone(code, text), text).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lets the field alone accept what looks like a phone number before its country is known', () => {
    expect(isNewUserPhoneText('202-555-0142')).toBe(true);
    expect(isNewUserPhoneText('+972-501234567')).toBe(true);
    expect(isNewUserPhoneText('+972-50x')).toBe(false);
    expect(isNewUserPhoneText('call me')).toBe(false);
    expect(userPhoneNumberSchema.safeParse('12ab').success).toBe(false);
  });
});
