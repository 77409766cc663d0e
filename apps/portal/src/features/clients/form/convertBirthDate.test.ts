import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { convertFormDateToIso, convertIsoDateToForm } from './convertBirthDate.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('birth date conversion', () => {
  it('sends MM-DD-YYYY as YYYY-MM-DD and shows it back', () => {
    expect(convertFormDateToIso('03-09-1950')).toBe('1950-03-09');
    expect(convertIsoDateToForm('1950-03-09')).toBe('03-09-1950');
    expect(convertIsoDateToForm('1950-03-09T00:00:00.000Z')).toBe('03-09-1950');
  });

  it('refuses text that is not MM-DD-YYYY', () => {
    expect(convertFormDateToIso('1950-03-09')).toBeNull();
    expect(convertFormDateToIso('3-9-1950')).toBeNull();
    expect(convertIsoDateToForm(null)).toBe('');
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1901, max: 2100 })], {
    seed: 20261121,
  })('round-trips every form date', (month, day, year) => {
    const form = `${pad(month, 2)}-${pad(day, 2)}-${pad(year, 4)}`;
    const iso = convertFormDateToIso(form);
    expect(iso).toBe(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    expect(convertIsoDateToForm(iso)).toBe(form);
  });
});
