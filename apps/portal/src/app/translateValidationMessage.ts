import { VALIDATION_MESSAGES } from '@carecall/api-client';
import type { TFunction } from 'i18next';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, `validation:${key}`]),
);

/** The translation of a shared validation text, or null for a text that is not one. */
function findTranslation(t: TFunction, message: string): string | null {
  const key = KEY_BY_TEXT.get(message);
  if (key) return t(key);
  const min = /^Minimum (\d+) letters required$/.exec(message);
  if (min) return t('validation:minLetters', { min: Number(min[1]) });
  const max = /^Maximum (\d+) symbols allowed$/.exec(message);
  if (max) return t('validation:maxSymbols', { max: Number(max[1]) });
  return null;
}

/**
 * Translates a validation message of the api-client's schemas (English source texts shared with the server) by its
 * text, so forms validate with the same schemas the server uses and still speak the user's language. Unknown texts
 * pass through unchanged.
 */
export function translateValidationMessage(t: TFunction, message: string): string {
  return findTranslation(t, message) ?? message;
}

/**
 * The text of a field error the server answered (a 4xx body's `fields`), in the user's language: a shared validation
 * text by its key, else a general 'This value was not accepted', never the server's own wording (English, and for
 * a malformed value zod's default message).
 */
export function translateServerFieldMessage(t: TFunction, message: string): string {
  return findTranslation(t, message) ?? t('validation:notAccepted');
}
