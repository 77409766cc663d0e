import { describe, expect, it } from 'vitest';
import { matchesZipCode, parseSpokenZipCode } from './parseSpokenZipCode.ts';

describe('parseSpokenZipCode', () => {
  it.each([
    ['en-US', '90210', '90210'],
    ['en-US', 'it is 9 0 2 1 0', '90210'],
    ['en-US', 'nine oh two one oh', '90210'],
    ['en-US', 'nine zero two ten', '90210'],
    ['en-US', '90210-1234', '90210'],
    ['es-US', 'nueve cero dos uno cero', '90210'],
    ['es-US', 'cero dos uno tres nueve', '02139'],
    ['en-US', '02139', '02139'],
  ] as const)('reads the zip code in %s: "%s"', (language, text, expected) => {
    expect(parseSpokenZipCode(text, language)).toBe(expected);
  });

  it('reads none from fewer than five digits', () => {
    expect(parseSpokenZipCode('ninety two ten', 'en-US')).toBeUndefined();
    expect(parseSpokenZipCode('Springfield', 'en-US')).toBeUndefined();
  });

  it("matches the first five digits of the client's zip code", () => {
    expect(matchesZipCode('90210', '90210-1234')).toBe(true);
    expect(matchesZipCode('90210', ' 90210 ')).toBe(true);
    expect(matchesZipCode('90211', '90210')).toBe(false);
    expect(matchesZipCode('90210', undefined)).toBe(false);
  });
});
