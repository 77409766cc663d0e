import { VALIDATION_MESSAGES } from '@carecall/api-client';

/** The texted code: required ('Code is required'). */
export function validateSmsCode(code: string): string | undefined {
  return code.trim() === '' ? VALIDATION_MESSAGES.codeRequired : undefined;
}

/** The e-mailed code: required, and exactly 6 digits ('Please provide a valid 6 digit code.'). */
export function validateEmailCode(code: string): string | undefined {
  if (code.trim() === '') return VALIDATION_MESSAGES.codeRequired;
  return /^\d{6}$/.test(code.trim()) ? undefined : VALIDATION_MESSAGES.sixDigitCode;
}
