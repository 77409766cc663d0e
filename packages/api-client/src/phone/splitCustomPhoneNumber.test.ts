import { describe, expect, it } from 'vitest';
import { PhoneNumberError } from './mfaPhoneNumber.ts';
import { joinPhoneNumber, splitCustomPhoneNumber } from './splitCustomPhoneNumber.ts';

describe('splitCustomPhoneNumber', () => {
  it.each([
    ['+972-501234567', { countryCode: '972', number: '501234567' }],
    ['972-501234567', { countryCode: '972', number: '501234567' }],
    [' +1-212-555-0147 ', { countryCode: '1', number: '2125550147' }],
    ['+81 (90) 1234.5678', { countryCode: '81', number: '9012345678' }],
    ['+380501234567', { countryCode: '380', number: '501234567' }],
    ['+39-0612345678', { countryCode: '39', number: '0612345678' }],
  ])('splits %s', (value, parts) => {
    expect(splitCustomPhoneNumber(value)).toEqual(parts);
  });

  it('says a number is required when it is empty', () => {
    expect(() => splitCustomPhoneNumber('  ')).toThrow(
      expect.objectContaining({ code: 'PHONE_NUMBER_REQUIRED', message: 'A phone number is required' }),
    );
  });

  it.each(['501234567', '+0-501234567', '+972-50', '+44 20 7946 0958', 'call me'])(
    'rejects %s with a message that shows the expected format',
    (value) => {
      const error = (() => {
        try {
          splitCustomPhoneNumber(value);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(PhoneNumberError);
      expect(error).toMatchObject({ code: 'PHONE_NUMBER_INVALID' });
      expect((error as Error).message).toContain('expected +<country code>-<number>, e.g. +972-501234567');
    },
  );

  it('joins parts back into the stored client-phone form', () => {
    expect(joinPhoneNumber(splitCustomPhoneNumber('+972-501234567'))).toBe('972-501234567');
  });
});
