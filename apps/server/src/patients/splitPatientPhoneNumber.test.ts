import { patientPhoneNumberSchema } from '@carecall/api-client';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { joinPatientPhoneNumber, splitPatientPhoneNumber } from './splitPatientPhoneNumber.ts';

describe('splitPatientPhoneNumber', () => {
  it('splits the wire form at its hyphen', () => {
    expect(splitPatientPhoneNumber('972-501234567')).toEqual({ countryCode: '972', number: '501234567' });
    expect(splitPatientPhoneNumber(' 1-2025550143 ')).toEqual({ countryCode: '1', number: '2025550143' });
  });

  test.prop([fc.stringMatching(/^[1-9]\d{0,3}-\d{4,15}$/)], { seed: 20260301, numRuns: 200 })(
    'round-trips every number the contract accepts',
    (phoneNumber) => {
      expect(patientPhoneNumberSchema.safeParse(phoneNumber).success).toBe(true);
      expect(joinPatientPhoneNumber(splitPatientPhoneNumber(phoneNumber))).toBe(phoneNumber);
    },
  );
});
