import { patientPhoneNumberSchema } from '@carecall/api-client';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { joinPatientPhoneNumber, splitPatientPhoneNumber } from './splitPatientPhoneNumber.ts';

describe('splitPatientPhoneNumber', () => {
  it('splits the wire form at its hyphen', () => {
    expect(splitPatientPhoneNumber('972-501234567')).toEqual({ countryCode: '972', number: '501234567' });
    expect(splitPatientPhoneNumber(' 1-2025550143 ')).toEqual({ countryCode: '1', number: '2025550143' });
  });

  const digit = fc.constantFrom(...'0123456789');
  const typed = fc
    .tuple(
      fc.constantFrom('972', '81', '39', '1', '380'),
      fc.array(fc.oneof({ weight: 6, arbitrary: digit }, fc.constantFrom(' ', '-')), { minLength: 4, maxLength: 14 }),
    )
    .map(([code, number]) => `${code}-${number.join('')}`);

  test.prop([typed], { seed: 20260301, numRuns: 300 })(
    'stores every number the contract accepts as its code and national number, which the contract accepts again',
    (phoneNumber) => {
      const parsed = patientPhoneNumberSchema.safeParse(phoneNumber);
      fc.pre(parsed.success);
      const stored = parsed.data ?? '';
      const split = splitPatientPhoneNumber(stored);
      expect(`${split.countryCode}-${split.number}`).toBe(stored);
      expect(split.number).toMatch(/^\d+$/);
      expect(joinPatientPhoneNumber(split)).toBe(stored);
      expect(patientPhoneNumberSchema.parse(stored)).toBe(stored);
    },
  );
});
