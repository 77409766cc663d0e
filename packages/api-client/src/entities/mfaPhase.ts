import { z } from 'zod';

/** The multi-factor states: what the user must do next to finish signing in. */
export const mfaPhaseSchema = z.enum([
  'MFA_PHONE_NUMBER_REQUIRED',
  'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED',
  'MFA_CODE_IS_REQUIRED',
  'MFA_EMAIL',
]);
export type MfaPhase = z.infer<typeof mfaPhaseSchema>;
