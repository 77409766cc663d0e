import { describe, expect, it } from 'vitest';
import { patientInputSchema } from './patientInput.ts';
import { findZipCodeCountry, findZipCodeProblem } from './zipCode.ts';

const details = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  external_id: 'A-1',
  birth_date: '1950-01-02',
};

function zipIssues(zip_code: string, country?: string) {
  const result = patientInputSchema.safeParse({ patientDetails: { ...details, zip_code, country } });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('zip codes', () => {
  it('reads the country as a code, an English name or a usual alias', () => {
    expect(findZipCodeCountry('USA')).toBe('US');
    expect(findZipCodeCountry(' united states ')).toBe('US');
    expect(findZipCodeCountry('us')).toBe('US');
    expect(findZipCodeCountry('Japan')).toBe('JP');
    expect(findZipCodeCountry('Israel')).toBe('IL');
    expect(findZipCodeCountry('Atlantis')).toBeNull();
    expect(findZipCodeCountry(null)).toBeNull();
  });

  it('takes a US zip of five digits or five plus four, and nothing else', () => {
    for (const zip of ['12345', '12345-6789']) expect(findZipCodeProblem(zip, 'USA'), zip).toBeUndefined();
    for (const zip of ['!!!', '1234', '123456', '12345-678', 'ABCDE', '12345 6789'])
      expect(findZipCodeProblem(zip, 'USA'), zip).toBe('Invalid zip code');
  });

  it('takes other countries by their pattern, and free text but not punctuation alone without one', () => {
    expect(findZipCodeProblem('100-0001', 'Japan')).toBeUndefined();
    expect(findZipCodeProblem('1000001', 'Japan')).toBe('Invalid zip code');
    expect(findZipCodeProblem('6100000', 'Israel')).toBeUndefined();
    expect(findZipCodeProblem('00184', 'Italy')).toBeUndefined();
    expect(findZipCodeProblem('SW1A 1AA', 'United Kingdom')).toBeUndefined();
    for (const country of [undefined, 'Atlantis']) {
      expect(findZipCodeProblem('AB-12 x', country)).toBeUndefined();
      expect(findZipCodeProblem('!!!', country)).toBe('Invalid zip code');
      expect(findZipCodeProblem(' -/. ', country)).toBe('Invalid zip code');
      expect(findZipCodeProblem('1'.repeat(21), country)).toBe('Invalid zip code');
    }
    expect(findZipCodeProblem('', 'USA')).toBeUndefined();
  });

  it('names zip_code once in the client details the server and the portal check', () => {
    expect(zipIssues('!!!')).toEqual(['patientDetails.zip_code: Invalid zip code']);
    expect(zipIssues('!!!', 'USA')).toEqual(['patientDetails.zip_code: Invalid zip code']);
    expect(zipIssues('1234', 'USA')).toEqual(['patientDetails.zip_code: Invalid zip code']);
    expect(zipIssues('12345-6789', 'USA')).toEqual([]);
    expect(zipIssues('100-0001', 'Japan')).toEqual([]);
  });
});
