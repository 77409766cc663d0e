import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { requireOwnEmail } from '../identity/requireOwnEmail.ts';
import { sendMfaCode } from '../identity/secondFactor/sendMfaCode.ts';

/**
 * `POST /api/auth/mfa/sendCodeEmail`: e-mails a six-digit code to the caller's own address (the one in the body must
 * be it) and answers it masked; the alternative to a text message in every phase.
 */
export function registerMfaSendCodeEmail(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.mfaSendCodeEmail, async ({ body }, context) => {
    const { user } = context.requireAuth();
    requireOwnEmail(user, body.email);
    const { masked } = await sendMfaCode(context, { channel: 'email', destination: user.email });
    return { email: masked };
  });
}
