import { z } from 'zod';
import { formatMaxSymbolsMessage, formatMinLettersMessage, VALIDATION_MESSAGES } from './validationMessages.ts';

/** Shortest and longest first or last name. */
export const NAME_LENGTH = { min: 2, max: 80 } as const;

/**
 * A first or last name as forms and the server check it: required, 2 to 80 characters after trimming, each rule with
 * its own message ('Field is required', 'Minimum 2 letters required', 'Maximum 80 symbols allowed').
 */
export const personNameSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .min(NAME_LENGTH.min, { error: formatMinLettersMessage(NAME_LENGTH.min), abort: true })
  .max(NAME_LENGTH.max, { error: formatMaxSymbolsMessage(NAME_LENGTH.max) });
