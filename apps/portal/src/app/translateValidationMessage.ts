import { VALIDATION_MESSAGES } from '@carecall/api-client';
import type { TFunction } from 'i18next';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, `validation:${key}`]),
);

/**
 * Translates a validation message of the api-client's schemas (English source texts shared with the server) by its
 * text, so forms validate with the same schemas the server uses and still speak the user's language. Unknown texts
 * pass through unchanged.
 */
export function translateValidationMessage(t: TFunction, message: string): string {
  const key = KEY_BY_TEXT.get(message);
  if (key) return t(key);
  const min = /^Minimum (\d+) letters required$/.exec(message);
  if (min) return t('validation:minLetters', { min: Number(min[1]) });
  const max = /^Maximum (\d+) symbols allowed$/.exec(message);
  if (max) return t('validation:maxSymbols', { max: Number(max[1]) });
  return message;
}
