import { describe, expect, it } from 'vitest';
import { readNationalPhoneNumber } from './mfaPhoneNumber.ts';
import { findPhoneCountry, SUPPORTED_PHONE_COUNTRIES } from './phoneCountries.ts';

describe('the supported phone countries', () => {
  it('are Israel, Japan, Italy, the United States and Ukraine, in that order, with their calling codes', () => {
    expect(SUPPORTED_PHONE_COUNTRIES.map(({ country, countryCode }) => `${country} +${countryCode}`)).toEqual([
      'IL +972',
      'JP +81',
      'IT +39',
      'US +1',
      'UA +380',
    ]);
    expect(findPhoneCountry('+81')?.country).toBe('JP');
    expect(findPhoneCountry('44')).toBeUndefined();
  });

  it('read a number as written at home: the trunk 0 dropped where the international form drops it', () => {
    expect(readNationalPhoneNumber({ countryCode: '81', number: '090-1234-5678' })?.number).toBe('9012345678');
    expect(readNationalPhoneNumber({ countryCode: '39', number: '06 1234 5678' })?.number).toBe('0612345678');
    expect(readNationalPhoneNumber({ countryCode: '1', number: '202-555-abcd' })).toBeUndefined();
    expect(readNationalPhoneNumber({ countryCode: '1', number: '12' })).toBeUndefined();
  });
});
