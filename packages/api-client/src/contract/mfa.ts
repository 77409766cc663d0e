import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { timestampSchema } from '../entities/dateString.ts';
import { mfaPhaseSchema } from '../entities/mfaPhase.ts';
import { VALIDATION_MESSAGES } from '../entities/validationMessages.ts';
import { mfaPhoneNumberSchema } from '../phone/mfaPhoneNumber.ts';

const smsCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.codeRequired, abort: true })
  .regex(/^\d{4,8}$/, { error: VALIDATION_MESSAGES.invalidNumber });

const emailCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.codeRequired, abort: true })
  .regex(/^\d{6}$/, { error: VALIDATION_MESSAGES.sixDigitCode });

const verifiedSchema = z.looseObject({
  verified: z.literal(true),
  /** Until when this device skips the second factor; null unless it was remembered. */
  rememberedUntil: timestampSchema.nullable(),
});

/** Registers the phone the second factor's codes go to and sends the first code. */
export const mfaVerifyUserIdentity = defineEndpoint({
  id: 'mfaVerifyUserIdentity',
  service: 'therapy',
  method: 'POST',
  path: '/auth/mfa/verifyUserIdentity',
  summary: 'Submit the phone for the second factor (+code-number) and text it a code',
  auth: 'mfa',
  body: z.object({ phoneNumber: mfaPhoneNumberSchema }),
  response: z.looseObject({ phase: mfaPhaseSchema, cellphone: z.string() }),
});

/** Texts a (new) code to the phone on file. */
export const mfaSendCode = defineEndpoint({
  id: 'mfaSendCode',
  service: 'therapy',
  method: 'GET',
  path: '/auth/mfa/sendCode',
  summary: 'Text a code to the phone on file; answers the masked number',
  auth: 'mfa',
  response: z.looseObject({ cellphone: z.string() }),
});

/** Checks a texted code; a remembered device skips the second factor for 30 days. */
export const mfaVerifyCode = defineEndpoint({
  id: 'mfaVerifyCode',
  service: 'therapy',
  method: 'POST',
  path: '/auth/mfa/verifyCode',
  summary: 'Verify a texted code, optionally remembering this device for 30 days',
  auth: 'mfa',
  body: z.object({ code: smsCodeSchema, rememberDevice: z.boolean().default(false) }),
  response: verifiedSchema,
});

/** Sends a six-digit code by e-mail, the alternative to a text message. */
export const mfaSendCodeEmail = defineEndpoint({
  id: 'mfaSendCodeEmail',
  service: 'therapy',
  method: 'POST',
  path: '/auth/mfa/sendCodeEmail',
  summary: 'E-mail a six-digit code valid for 5 minutes; answers the masked address',
  auth: 'mfa',
  body: z.object({ email: z.email({ error: VALIDATION_MESSAGES.invalidEmail }) }),
  response: z.looseObject({ email: z.string() }),
});

/** Checks an e-mailed code. */
export const mfaVerifyCodeEmail = defineEndpoint({
  id: 'mfaVerifyCodeEmail',
  service: 'therapy',
  method: 'POST',
  path: '/auth/mfa/verifyCodeEmail',
  summary: 'Verify an e-mailed six-digit code',
  auth: 'mfa',
  body: z.object({ code: emailCodeSchema, email: z.email({ error: VALIDATION_MESSAGES.invalidEmail }) }),
  response: verifiedSchema,
});
