import { endpoints, parseMfaPhoneNumber } from '@carecall/api-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { formatPhoneOnFile } from '../identity/formatPhoneOnFile.ts';
import { maskMfaDestination } from '../identity/secondFactor/maskMfaDestination.ts';
import { sendMfaCode } from '../identity/secondFactor/sendMfaCode.ts';

/**
 * `POST /api/auth/mfa/verifyUserIdentity`: the phone entry of the second factor. Without a confirmed phone the
 * number (`+code-number`) is stored as pending and a code is texted to it; the code confirms it
 * (`MFA_PHONE_NUMBER_VERIFICATION_REQUIRED` until then). A confirmed phone is never replaced here — that would let
 * whoever holds the password move the second factor to their own phone — so another number answers 409
 * `MFA_PHONE_NUMBER_ON_FILE`, and the same number just gets a new code.
 */
export function registerMfaVerifyUserIdentity(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.mfaVerifyUserIdentity, async ({ body }, context) => {
    const { user } = context.requireAuth();
    const { services } = context;
    const { countryCode, number } = parseMfaPhoneNumber(body.phoneNumber);
    const submitted = `+${countryCode}-${number}`;
    const onFile = formatPhoneOnFile(user);
    if (user.phoneVerifiedAt && onFile && onFile !== submitted) {
      throw new HttpError(
        409,
        'MFA_PHONE_NUMBER_ON_FILE',
        'Another phone number is on file for your account; ask an administrator to change it',
        { phoneNumber: maskMfaDestination({ channel: 'sms', destination: onFile }) },
      );
    }

    const { masked } = await sendMfaCode(context, { channel: 'sms', destination: submitted });
    if (user.phoneVerifiedAt) return { phase: 'MFA_CODE_IS_REQUIRED' as const, cellphone: masked };

    const now = services.now();
    // The phone is part of what admins edit, so its change is a new version of the user.
    await services.db
      .update(users)
      .set({
        phoneCountryCode: countryCode,
        phoneNumber: number,
        version: sql`${users.version} + 1`,
        updatedBy: user.id,
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.phoneVerifiedAt)));
    services.authCache.forgetUser(user.id);
    await context.audit({ action: AUDIT_ACTIONS.mfaPhoneSubmitted, detail: { phoneNumber: masked } });
    return { phase: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED' as const, cellphone: masked };
  });
}
