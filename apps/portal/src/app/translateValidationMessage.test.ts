import { formatMaxSymbolsMessage, formatMinLettersMessage, VALIDATION_MESSAGES } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/createTestI18n.ts';
import { translateServerFieldMessage, translateValidationMessage } from './translateValidationMessage.ts';

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

  it('speaks the server’s field errors in the user’s language, and never its unknown English wording', () => {
    const ja = createTestI18n('ja').t;
    expect(translateServerFieldMessage(ja, VALIDATION_MESSAGES.notClientPhone)).toBe(
      'このクライアントの電話番号ではありません',
    );
    expect(translateServerFieldMessage(ja, VALIDATION_MESSAGES.callTimeMustLieAhead)).toBe(
      '通話日時は現在より後にしてください',
    );
    expect(translateServerFieldMessage(ja, VALIDATION_MESSAGES.phoneNumberRequired)).toBe('電話番号を入力してください');
    expect(translateServerFieldMessage(ja, formatMaxSymbolsMessage(80))).toBe('80 文字以内で入力してください');
    expect(translateServerFieldMessage(ja, 'Invalid input: expected number, received string')).toBe(
      'この値は受け付けられませんでした',
    );
    const en = createTestI18n('en').t;
    expect(translateServerFieldMessage(en, VALIDATION_MESSAGES.callTimeMustLieAhead)).toBe(
      'The call time must lie ahead',
    );
    expect(translateServerFieldMessage(en, 'Too small: expected number to be >=0')).toBe('This value was not accepted');
  });
});
