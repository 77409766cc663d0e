import { describe, expect, it } from 'vitest';
import { validateEmailCode, validateSmsCode } from './validateMfaCode.ts';
import { toMfaPhoneNumber, validateMfaPhone } from './validateMfaPhone.ts';

describe('validateMfaPhone', () => {
  it('requires a country code and a number', () => {
    expect(validateMfaPhone({ countryCode: '', number: '' })).toEqual({
      countryCode: 'Country code is required',
      number: 'Field is required',
    });
    expect(validateMfaPhone({ countryCode: '1', number: '' })).toEqual({ number: 'Field is required' });
  });

  it('accepts only the five supported countries', () => {
    const numbers = {
      '972': '501234567',
      '81': '9012345678',
      '39': '0612345678',
      '1': '2025550101',
      '380': '501234567',
    };
    for (const [code, number] of Object.entries(numbers)) {
      expect(validateMfaPhone({ countryCode: code, number }), code).toEqual({});
    }
    expect(validateMfaPhone({ countryCode: '44', number: '7700900123' })).toEqual({
      countryCode: 'Country code is required',
    });
  });

  it('refuses numbers that are not a phone', () => {
    expect(validateMfaPhone({ countryCode: '1', number: '12' })).toEqual({ number: 'Invalid phone' });
    expect(validateMfaPhone({ countryCode: '1', number: '202-555-abcd' })).toEqual({ number: 'Invalid phone' });
    expect(validateMfaPhone({ countryCode: '', number: 'abc' })).toEqual({
      countryCode: 'Country code is required',
      number: 'Invalid phone',
    });
  });
});

describe('toMfaPhoneNumber', () => {
  it('writes +code-number, split into two segments at the hyphen', () => {
    expect(toMfaPhoneNumber({ countryCode: '1', number: '(202) 555-0101' })).toBe('+1-2025550101');
    expect(toMfaPhoneNumber({ countryCode: '39', number: '06 1234 5678' })).toBe('+39-0612345678');
  });

  it('sends Japan as 81, dropping the trunk 0 typed at home (also Israel and Ukraine)', () => {
    expect(toMfaPhoneNumber({ countryCode: '81', number: '090-1234-5678' })).toBe('+81-9012345678');
    expect(toMfaPhoneNumber({ countryCode: '972', number: '050-123-4567' })).toBe('+972-501234567');
    expect(toMfaPhoneNumber({ countryCode: '380', number: '067 123 4567' })).toBe('+380-671234567');
  });
});

describe('validateSmsCode', () => {
  it("says 'Code is required' for an empty code, and nothing otherwise", () => {
    expect(validateSmsCode('')).toBe('Code is required');
    expect(validateSmsCode('  ')).toBe('Code is required');
    expect(validateSmsCode('123456')).toBeUndefined();
  });
});

describe('validateEmailCode', () => {
  it('requires exactly six digits', () => {
    expect(validateEmailCode('')).toBe('Code is required');
    expect(validateEmailCode('12345')).toBe('Please provide a valid 6 digit code.');
    expect(validateEmailCode('1234567')).toBe('Please provide a valid 6 digit code.');
    expect(validateEmailCode('12a456')).toBe('Please provide a valid 6 digit code.');
    expect(validateEmailCode('012345')).toBeUndefined();
  });
});
