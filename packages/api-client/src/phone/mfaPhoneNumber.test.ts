import { describe, expect, it } from 'vitest';
import { formatMfaPhoneNumber, mfaPhoneNumberSchema, parseMfaPhoneNumber } from './mfaPhoneNumber.ts';

describe('the second-factor phone format', () => {
  it('formats country code and number as +code-number', () => {
    expect(formatMfaPhoneNumber({ countryCode: '81', number: '90-1234-5678' })).toBe('+81-9012345678');
    expect(formatMfaPhoneNumber({ countryCode: '+972', number: ' 501234567 ' })).toBe('+972-501234567');
  });

  it('parses the two segments at the hyphen', () => {
    expect(parseMfaPhoneNumber('+380-501234567')).toEqual({ countryCode: '380', number: '501234567' });
  });

  it('round-trips', () => {
    const parts = { countryCode: '1', number: '2125550147' };
    expect(parseMfaPhoneNumber(formatMfaPhoneNumber(parts))).toEqual(parts);
  });

  it('fails with codes and readable messages', () => {
    expect(() => formatMfaPhoneNumber({ countryCode: '', number: '501234567' })).toThrow(
      expect.objectContaining({ code: 'PHONE_NUMBER_REQUIRED' }),
    );
    expect(() => formatMfaPhoneNumber({ countryCode: '972', number: 'abc' })).toThrow(
      'Invalid phone number "+972-abc": expected +<country code>-<digits>, e.g. +972-501234567',
    );
    expect(() => parseMfaPhoneNumber('972501234567')).toThrow(
      expect.objectContaining({ code: 'PHONE_NUMBER_INVALID' }),
    );
    expect(() => parseMfaPhoneNumber('')).toThrow(expect.objectContaining({ code: 'PHONE_NUMBER_REQUIRED' }));
  });

  it("validates request bodies with the form's message", () => {
    expect(mfaPhoneNumberSchema.safeParse('+972-501234567').success).toBe(true);
    expect(mfaPhoneNumberSchema.safeParse('+972 501234567').error?.issues[0]?.message).toBe('Invalid phone');
  });
});
