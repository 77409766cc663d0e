import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { formatPhoneOnFile } from '../identity/formatPhoneOnFile.ts';
import { getSecondFactorRequirement } from '../identity/getSecondFactorRequirement.ts';
import { sendMfaCode } from '../identity/secondFactor/sendMfaCode.ts';

/**
 * `GET /api/auth/mfa/sendCode`: texts a new code to the phone on file (confirmed or pending) and answers it masked,
 * with the phase the user is in. Without any phone: 409 `MFA_PHONE_NUMBER_REQUIRED` (enter one first).
 */
export function registerMfaSendCode(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.mfaSendCode, async (_input, context) => {
    const { user } = context.requireAuth();
    const phone = formatPhoneOnFile(user);
    if (!phone) throw new HttpError(409, 'MFA_PHONE_NUMBER_REQUIRED', 'Add a phone number to receive a code');
    const { masked } = await sendMfaCode(context, { channel: 'sms', destination: phone });
    return { cellphone: masked, phase: getSecondFactorRequirement(user) };
  });
}
