import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { requireOwnEmail } from '../identity/requireOwnEmail.ts';
import { completeMfaVerification } from '../identity/secondFactor/completeMfaVerification.ts';

/**
 * `POST /api/auth/mfa/verifyCodeEmail`: checks an e-mailed code. The contract offers no "remember this device" here,
 * so the device is trusted for this sign-in session.
 */
export function registerMfaVerifyCodeEmail(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.mfaVerifyCodeEmail, ({ body }, context) => {
    requireOwnEmail(context.requireAuth().user, body.email);
    return completeMfaVerification(context, { channel: 'email', code: body.code, rememberDevice: false });
  });
}
