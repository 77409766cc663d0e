import { z } from 'zod';

/** One invalid request field, named by its dotted path (`patientDetails.first_name`, `patientPhones.0.label`). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The JSON body of every error answer of the three services, so one client handles them all: `error` is the text a
 * person may see, `code` the stable machine code (the second-factor states, `USER_ALREADY_EXISTS`, ...), `fields`
 * the invalid request fields, `isLogout` on a 429 ends the session, and `phoneNumber` (masked) accompanies the
 * second-factor codes that concern a phone.
 */
export const apiErrorBodySchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
  message: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional(),
  isLogout: z.boolean().optional(),
  phoneNumber: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * The error codes the contract names: the server's (first group) and the client's own (second group). Servers may
 * send others; these are the ones clients branch on.
 */
export const API_ERROR_CODES = {
  // Sent by the server.
  MFA_PHONE_NUMBER_REQUIRED: 'MFA_PHONE_NUMBER_REQUIRED',
  MFA_PHONE_NUMBER_VERIFICATION_REQUIRED: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED',
  MFA_CODE_IS_REQUIRED: 'MFA_CODE_IS_REQUIRED',
  MFA_INVALID_CODE: 'MFA_INVALID_CODE',
  MFA_CODE_EXPIRED: 'MFA_CODE_EXPIRED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  RATE_LIMITED: 'RATE_LIMITED',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  PATIENT_ALREADY_EXISTS: 'PATIENT_ALREADY_EXISTS',
  CALLEE_NOT_AVAILABLE: 'CALLEE_NOT_AVAILABLE',
  NO_QUESTIONNAIRE_FOUND: 'NO_QUESTIONNAIRE_FOUND',
  QUESTIONNAIRE_READ_ONLY: 'QUESTIONNAIRE_READ_ONLY',
  QUESTIONNAIRE_ARCHIVED: 'QUESTIONNAIRE_ARCHIVED',
  QUESTIONNAIRE_INVALID: 'QUESTIONNAIRE_INVALID',
  QUESTIONNAIRE_VERSION_CONFLICT: 'QUESTIONNAIRE_VERSION_CONFLICT',
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  // Raised by the client.
  MFA_IS_REQUIRED: 'MFA_IS_REQUIRED',
  HTTP_ERROR: 'HTTP_ERROR',
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_REQUEST: 'INVALID_REQUEST',
  RESPONSE_SCHEMA_MISMATCH: 'RESPONSE_SCHEMA_MISMATCH',
  CALL_ID_EMPTY: 'CALL_ID_EMPTY',
  MISSING_DATE_HEADER: 'MISSING_DATE_HEADER',
  NO_ORIGIN: 'NO_ORIGIN',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
