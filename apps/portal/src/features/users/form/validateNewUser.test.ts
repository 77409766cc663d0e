import { ApiError } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getCreateUserErrorKey } from '../api/getCreateUserErrorKey.ts';
import { filterUserRows, toUserRows } from '../api/toUserRows.ts';
import { EMPTY_NEW_USER, type NewUserFormValues, validateNewUser, validateNewUserField } from './validateNewUser.ts';

const valid: NewUserFormValues = {
  first_name: 'Aiko',
  last_name: 'Tanaka',
  email: 'aiko@demo.test',
  language: 'ja',
  country_code: '81',
  phone_number: '+81-9012345678',
  is_emergency_contact: false,
  is_callcentre_agent: true,
};

describe('validateNewUser', () => {
  it('accepts a complete user', () => {
    expect(validateNewUser(valid)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(validateNewUser(EMPTY_NEW_USER)).toEqual({
      first_name: 'Field is required',
      last_name: 'Field is required',
      email: 'Field is required',
      language: 'Field is required',
      country_code: 'Country code is required',
      phone_number: 'Field is required',
    });
  });

  it('keeps names between 2 and 80 characters', () => {
    expect(validateNewUserField('first_name', { ...valid, first_name: 'A' })).toBe('Minimum 2 letters required');
    expect(validateNewUserField('last_name', { ...valid, last_name: 'x'.repeat(81) })).toBe(
      'Maximum 80 symbols allowed',
    );
    expect(validateNewUserField('last_name', { ...valid, last_name: ' Al ' })).toBeUndefined();
  });

  it('checks the e-mail address', () => {
    expect(validateNewUserField('email', { ...valid, email: 'aiko@' })).toBe('Invalid e-mail');
  });

  it('takes a country code of digits without a leading zero', () => {
    expect(validateNewUserField('country_code', { ...valid, country_code: '01' })).toBe(
      'Field may contain only numbers',
    );
    expect(validateNewUserField('country_code', { ...valid, country_code: '+81' })).toBe(
      'Field may contain only numbers',
    );
  });

  it('takes a phone of the country code, international or as written at home', () => {
    expect(
      validateNewUserField('phone_number', { ...valid, country_code: '1', phone_number: '202-555-0101' }),
    ).toBeUndefined();
    expect(validateNewUserField('phone_number', { ...valid, phone_number: '090-1234-5678' })).toBeUndefined();
    // A number too short for the country, or of another country, is not stored.
    expect(validateNewUserField('phone_number', { ...valid, phone_number: '+1-2025550101' })).toBe('Invalid phone');
    expect(validateNewUserField('phone_number', { ...valid, phone_number: '12' })).toBe('Invalid phone');
    expect(validateNewUserField('phone_number', { ...valid, phone_number: '+1-202x' })).toBe('Invalid phone');
    expect(validateNewUserField('phone_number', { ...valid, phone_number: '12ab' })).toBe('Invalid phone');
  });
});

describe('getCreateUserErrorKey', () => {
  it('tells an existing user from any other failure', () => {
    expect(
      getCreateUserErrorKey(new ApiError('user already exist', { code: 'USER_ALREADY_EXISTS', status: 409 })),
    ).toBe('users:alreadyExists');
    expect(getCreateUserErrorKey(new ApiError('boom', { code: 'INTERNAL_ERROR', status: 500 }))).toBe(
      'users:creationFailed',
    );
    expect(getCreateUserErrorKey(new Error('offline'))).toBe('users:creationFailed');
  });
});

describe('filterUserRows', () => {
  const rows = toUserRows([
    { user_id: 1, first_name: 'Sam', last_name: 'Super', email: 'super@demo.test', role: 201, version: 1 },
    { user_id: 12, first_name: 'Olivia', last_name: 'Operator', email: 'operator@demo.test', role: 101, version: 1 },
  ]);

  it('matches id, names and e-mail without case, every word typed', () => {
    expect(filterUserRows(rows, 'olivia').map((row) => row.userId)).toEqual([12]);
    expect(filterUserRows(rows, '12 OPER').map((row) => row.userId)).toEqual([12]);
    expect(filterUserRows(rows, 'demo.test').length).toBe(2);
    expect(filterUserRows(rows, '  ').length).toBe(2);
    expect(filterUserRows(rows, 'nobody')).toEqual([]);
  });
});
