import type { FieldError } from '@carecall/api-client';
import { HttpError } from '../http/HttpError.ts';

/**
 * The 400 answer for rules the request schemas cannot express (a time zone that does not exist, a phone of another
 * client), shaped exactly like a schema failure so clients show both the same way.
 */
export function createValidationError(fields: FieldError[]): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', { fields });
}
