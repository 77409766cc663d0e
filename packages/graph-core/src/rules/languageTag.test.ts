import { describe, expect, it } from 'vitest';
import { getLanguageTag } from './languageTag.ts';

describe('getLanguageTag', () => {
  it('shortens each questionnaire language', () => {
    expect(getLanguageTag('en-US')).toBe('en');
    expect(getLanguageTag('es-US')).toBe('es');
  });
});
