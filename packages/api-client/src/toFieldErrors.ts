import type { z } from 'zod';
import type { FieldError } from './apiErrorBody.ts';

/** Writes an issue path the way forms name fields: dotted, with array indexes as segments (`patientPhones.0.label`). */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/**
 * Turns a zod error into the `fields` of an error body, one per issue, so the server's 400 answers and the client's
 * own request checks name fields the same way.
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: formatFieldPath(issue.path), message: issue.message }));
}
