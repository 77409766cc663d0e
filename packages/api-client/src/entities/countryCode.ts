import { z } from 'zod';
import { isKnownCallingCode } from '../phone/callingCode.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

// Its own module, apart from the user records every screen reads: the check brings libphonenumber-js's metadata.

/**
 * A phone country code, without the plus: required ('Country code is required'), and digits only that are the calling
 * code of a country libphonenumber-js knows ('Field may contain only numbers', the form's one message for a code).
 */
export const countryCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.countryCodeRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.countryCodeRequired, abort: true })
  .refine(isKnownCallingCode, { error: VALIDATION_MESSAGES.onlyNumbers });
