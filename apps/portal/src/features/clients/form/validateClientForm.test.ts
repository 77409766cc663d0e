import { describe, expect, it } from 'vitest';
import { type ClientFormValues, EMPTY_CLIENT_FORM } from './clientFormValues.ts';
import { validateClientField, validateClientForm, validatePhoneRow } from './validateClientForm.ts';
import { validateFormBirthDate } from './validateFormBirthDate.ts';

const YEAR = 2026;
const form = (overrides: Partial<ClientFormValues>): ClientFormValues => ({ ...EMPTY_CLIENT_FORM, ...overrides });

describe('client form validation', () => {
  it('gives names their own message per rule', () => {
    expect(validateClientField('first_name', form({ first_name: ' ' }), YEAR)).toBe('Field is required');
    expect(validateClientField('first_name', form({ first_name: 'A' }), YEAR)).toBe('Minimum 2 letters required');
    expect(validateClientField('last_name', form({ last_name: 'x'.repeat(81) }), YEAR)).toBe(
      'Maximum 80 symbols allowed',
    );
    expect(validateClientField('last_name', form({ last_name: 'Sato' }), YEAR)).toBeUndefined();
  });

  it('requires the external id', () => {
    expect(validateClientField('external_id', form({}), YEAR)).toBe('Field is required');
  });

  it('checks the birth date', () => {
    expect(validateFormBirthDate('', YEAR)).toBe('Invalid birth date');
    expect(validateFormBirthDate('13-01-1950', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('00-01-1950', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('01-32-1950', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('01-00-1950', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('01-01-1900', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('01-01-2027', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('1950-01-01', YEAR)).toBe('Invalid date');
    expect(validateFormBirthDate('01-01-1901', YEAR)).toBeUndefined();
    expect(validateFormBirthDate('12-31-2026', YEAR)).toBeUndefined();
  });

  it('checks the optional e-mail only when filled, and city and state to 65', () => {
    expect(validateClientField('email', form({ email: '' }), YEAR)).toBeUndefined();
    expect(validateClientField('email', form({ email: 'nope' }), YEAR)).toBe('Invalid e-mail');
    // An address without a real top-level domain is refused here as the server refuses it.
    expect(validateClientField('email', form({ email: 'someone@clinic.c' }), YEAR)).toBe('Invalid e-mail');
    expect(validateClientField('email', form({ email: 'someone@clinic.example' }), YEAR)).toBeUndefined();
    expect(validateClientField('city', form({ city: 'x'.repeat(66) }), YEAR)).toBe('Maximum 65 symbols allowed');
    expect(validateClientField('state', form({ state: 'x'.repeat(65) }), YEAR)).toBeUndefined();
  });

  it('reads a phone as its country writes it and refuses one its country cannot have', () => {
    const phone = { label: 'home' as const, removed: false };
    expect(validatePhoneRow({ ...phone, country_code: '1', phone_number: '(202) 555-0177' })).toBeUndefined();
    expect(validatePhoneRow({ ...phone, country_code: '972', phone_number: '050-123-4567' })).toBeUndefined();
    expect(validatePhoneRow({ ...phone, country_code: '1', phone_number: '12' })).toBe('Invalid phone');
    expect(validatePhoneRow({ ...phone, country_code: '999', phone_number: '2025550177' })).toBe('Invalid phone');
  });

  it('requires country code and number of visible phones only', () => {
    const errors = validateClientForm(
      form({
        phones: [
          { country_code: ' ', phone_number: '1', label: 'home', removed: false },
          { country_code: '1', phone_number: '  ', label: 'mobile', removed: false },
          { id: 3, country_code: '', phone_number: '', label: 'home', removed: true },
        ],
      }),
      YEAR,
    );
    expect(errors.phones).toEqual({ 0: 'Country code is required', 1: 'Field is required' });
  });
});
