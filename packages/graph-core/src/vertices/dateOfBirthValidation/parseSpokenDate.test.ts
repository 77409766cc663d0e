import { describe, expect, it } from 'vitest';
import { matchesBirthDate, parseDigitDate, parseSpokenDate } from './parseSpokenDate.ts';

describe('parseSpokenDate', () => {
  it.each([
    ['en-US', 'March fifth, nineteen fifty', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['en-US', 'the 5th of March 1950', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['en-US', 'march twenty first nineteen forty two', { year: 1942, month: 3, day: 21, yearDigits: 4 }],
    ['en-US', 'December 31 two thousand and five', { year: 2005, month: 12, day: 31, yearDigits: 4 }],
    ['en-US', 'March fifth fifty', { year: 50, month: 3, day: 5, yearDigits: 2 }],
    ['en-US', '03/05/1950', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['en-US', '1950-03-05', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['en-US', '03051950', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['es-US', 'cinco de marzo de mil novecientos cincuenta', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
    ['es-US', 'el primero de enero de 1940', { year: 1940, month: 1, day: 1, yearDigits: 4 }],
    ['es-US', 'treinta y uno de diciembre de dos mil', { year: 2000, month: 12, day: 31, yearDigits: 4 }],
    ['es-US', '05/03/1950', { year: 1950, month: 3, day: 5, yearDigits: 4 }],
  ] as const)('reads a date in %s: "%s"', (language, text, expected) => {
    expect(parseSpokenDate(text, language)).toEqual(expected);
  });

  it.each([
    ['en-US', "I don't remember"],
    ['en-US', 'March'],
    ['en-US', 'the thirty second of March 1950'],
    ['en-US', '13/05/1950'],
    ['es-US', 'en marzo'],
  ] as const)('reads no date in %s: "%s"', (language, text) => {
    expect(parseSpokenDate(text, language)).toBeUndefined();
  });

  it('reads keyed dates as MMDDYYYY or MMDDYY, and nothing else', () => {
    expect(parseDigitDate('03051950', 'month-first')).toEqual({ year: 1950, month: 3, day: 5, yearDigits: 4 });
    expect(parseDigitDate('030550', 'month-first')).toEqual({ year: 50, month: 3, day: 5, yearDigits: 2 });
    expect(parseDigitDate('0305195', 'month-first')).toBeUndefined();
  });

  it('matches a birth date by day, month and year, or the year’s last two digits', () => {
    const date = { year: 1950, month: 3, day: 5, yearDigits: 4 } as const;
    expect(matchesBirthDate(date, '1950-03-05')).toBe(true);
    expect(matchesBirthDate(date, '1950-03-05T00:00:00Z')).toBe(true);
    expect(matchesBirthDate(date, '1951-03-05')).toBe(false);
    expect(matchesBirthDate({ ...date, year: 50, yearDigits: 2 }, '1950-03-05')).toBe(true);
    expect(matchesBirthDate(date, undefined)).toBe(false);
    expect(matchesBirthDate(date, '05/03/1950')).toBe(false);
  });
});
