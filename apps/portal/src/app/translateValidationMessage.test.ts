import { formatMaxSymbolsMessage, formatMinLettersMessage, VALIDATION_MESSAGES } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/createTestI18n.ts';
import { translateValidationMessage } from './translateValidationMessage.ts';

describe('translateValidationMessage', () => {
  it('keeps the shared English texts in English', () => {
    const { t } = createTestI18n('en');
    expect(translateValidationMessage(t, VALIDATION_MESSAGES.invalidPhone)).toBe('Invalid phone');
    expect(translateValidationMessage(t, formatMinLettersMessage(2))).toBe('Minimum 2 letters required');
  });

  it('translates them into Japanese by their text, with their numbers', () => {
    const { t } = createTestI18n('ja');
    expect(translateValidationMessage(t, VALIDATION_MESSAGES.countryCodeRequired)).toBe('国番号は必須です');
    expect(translateValidationMessage(t, formatMaxSymbolsMessage(80))).toBe('80 文字以内で入力してください');
  });

  it('passes unknown texts through', () => {
    const { t } = createTestI18n('ja');
    expect(translateValidationMessage(t, 'Something else')).toBe('Something else');
  });
});
