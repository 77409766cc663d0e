import { describe, expect, it } from 'vitest';
import { callsCreate } from '../contract/callCreate.ts';
import { countryCodeSchema } from '../entities/countryCode.ts';
import { patientPhoneNumberSchema } from '../entities/patientPhoneInput.ts';
import { isKnownCallingCode } from './callingCode.ts';
import { readStoredPatientPhone } from './storedPatientPhone.ts';

const messageOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('client phones as create and update send them', () => {
  it('read the number as written in the country of the code and answer the stored form', () => {
    expect(readStoredPatientPhone('972-501234567')).toEqual({ countryCode: '972', number: '501234567' });
    expect(patientPhoneNumberSchema.parse(' 972-050-123-4567 ')).toBe('972-501234567');
    expect(patientPhoneNumberSchema.parse('81-090 1234 5678')).toBe('81-9012345678');
    expect(patientPhoneNumberSchema.parse('39-06 1234 5678')).toBe('39-0612345678');
    expect(patientPhoneNumberSchema.parse('44-20 7946 0958')).toBe('44-2079460958');
  });

  it.each(['501234567', '+972-501234567', '972-50', '999-501234567', '0-501234567', '972-50123456x', '-501234567'])(
    'refuse %s with the form message',
    (text) => {
      expect(messageOf(patientPhoneNumberSchema.safeParse(text))).toEqual([': Invalid phone']);
    },
  );
});

describe('country codes', () => {
  it('are calling codes of countries libphonenumber-js knows', () => {
    expect(['972', '81', '39', '1', '380', '44'].every(isKnownCallingCode)).toBe(true);
    expect(['999', '0', '+972', '97 2', '٩٧٢'].some(isKnownCallingCode)).toBe(false);
  });

  it("keep the form's messages", () => {
    expect(countryCodeSchema.parse(' 972 ')).toBe('972');
    expect(messageOf(countryCodeSchema.safeParse(''))).toEqual([': Country code is required']);
    expect(messageOf(countryCodeSchema.safeParse(undefined))).toEqual([': Country code is required']);
    expect(messageOf(countryCodeSchema.safeParse('+972'))).toEqual([': Field may contain only numbers']);
    expect(messageOf(countryCodeSchema.safeParse('97a'))).toEqual([': Field may contain only numbers']);
    expect(messageOf(countryCodeSchema.safeParse('0972'))).toEqual([': Field may contain only numbers']);
    expect(messageOf(countryCodeSchema.safeParse('999'))).toEqual([': Field may contain only numbers']);
  });
});

describe('the custom number of a call', () => {
  const { body } = callsCreate;
  if (body === undefined) throw new Error('Creating a call takes a body');

  it('travels as the code and national number splitCustomPhoneNumber gives', () => {
    expect(body.safeParse({ patient_country_code: '972', patient_phone_number: '501234567' }).success).toBe(true);
    expect(body.safeParse({ 'call-type': 'phone' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    expect(messageOf(body.safeParse({ patient_country_code: '972', patient_phone_number: '0501234567' }))).toEqual([
      'patient_phone_number: Invalid phone',
    ]);
    expect(messageOf(body.safeParse({ patient_country_code: '972', patient_phone_number: '12' }))).toEqual([
      'patient_phone_number: Invalid phone',
    ]);
    expect(messageOf(body.safeParse({ patient_phone_number: '501234567' }))).toEqual([
      'patient_country_code: Country code is required',
    ]);
    expect(messageOf(body.safeParse({ patient_country_code: '972' }))).toEqual([
      'patient_phone_number: Field is required',
    ]);
    expect(messageOf(body.safeParse({ patient_country_code: 'x1', patient_phone_number: '501234567' }))).toEqual([
      'patient_country_code: Field may contain only numbers',
    ]);
  });
});
