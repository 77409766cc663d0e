import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { completeMfaVerification } from '../identity/secondFactor/completeMfaVerification.ts';

/**
 * `POST /api/auth/mfa/verifyCode`: checks a texted code; the device is then trusted for 30 days with
 * `rememberDevice`, else for this sign-in session.
 */
export function registerMfaVerifyCode(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.mfaVerifyCode, ({ body }, context) =>
    completeMfaVerification(context, { channel: 'sms', code: body.code, rememberDevice: body.rememberDevice }),
  );
}
