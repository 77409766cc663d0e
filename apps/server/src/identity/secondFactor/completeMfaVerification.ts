import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../../AppServices.ts';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordCallerAudit } from '../../audit/recordCallerAudit.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import type { EndpointContext } from '../../http/registerEndpoint.ts';
import { trustDevice } from '../trustDevice.ts';
import { createMfaLimitError } from './createMfaLimitError.ts';
import { getSessionTrust } from './getSessionTrust.ts';
import { MFA_POLICY } from './mfaPolicy.ts';
import { verifyMfaCode } from './verifyMfaCode.ts';

/** What the caller typed and asked for. */
export interface MfaVerificationRequest {
  channel: 'sms' | 'email';
  code: string;
  rememberDevice: boolean;
}

/**
 * Finishes the second factor for the caller's device: checks the code, and on success trusts the device (30 days
 * when remembered, else for this sign-in session), confirms a pending phone the code was texted to, and audits each
 * outcome (`mfa_verified`, `mfa_device_remembered`, `mfa_failed`, `mfa_locked`). Failures answer 400
 * `MFA_INVALID_CODE` (with `attemptsLeft`), 400 `MFA_CODE_EXPIRED` or 429 `MFA_LOCKED`.
 */
export async function completeMfaVerification(
  context: Pick<EndpointContext, 'reply' | 'requireAuth'> & { services: AppServices },
  request: MfaVerificationRequest,
): Promise<{ verified: true; rememberedUntil: string | null }> {
  const { services, reply } = context;
  const auth = context.requireAuth();
  const { user, deviceId } = auth;
  const now = services.now();
  const result = await verifyMfaCode({
    db: services.db,
    hasher: services.mfaCodeHasher,
    now,
    userId: user.id,
    deviceId,
    channel: request.channel,
    code: request.code,
  });
  const audit = (action: string, detail: Record<string, unknown>) =>
    recordCallerAudit(services, auth, { action, detail: { channel: request.channel, ...detail } });

  if (result.kind === 'locked') {
    if (result.justLocked) {
      await audit(AUDIT_ACTIONS.mfaFailed, { reason: 'wrong_code', attemptsLeft: 0 });
      await audit(AUDIT_ACTIONS.mfaLocked, { until: result.lockedUntil.toISOString() });
    }
    throw createMfaLimitError('MFA_LOCKED', result.lockedUntil, now, reply);
  }
  if (result.kind === 'expired') {
    await audit(AUDIT_ACTIONS.mfaFailed, { reason: 'expired' });
    throw new HttpError(400, 'MFA_CODE_EXPIRED', 'This code has expired; ask for a new one', {
      fields: [{ path: 'code', message: 'This code has expired' }],
    });
  }
  if (result.kind === 'wrong') {
    await audit(AUDIT_ACTIONS.mfaFailed, { reason: 'wrong_code', attemptsLeft: result.attemptsLeft });
    throw new HttpError(400, 'MFA_INVALID_CODE', 'The code is not valid', {
      attemptsLeft: result.attemptsLeft,
      fields: [{ path: 'code', message: 'Invalid code' }],
    });
  }

  if (request.channel === 'sms' && !user.phoneVerifiedAt) {
    // The number the code reached is now confirmed, whichever pending number was submitted last.
    const [countryCode = '', number = ''] = result.destination.replace(/^\+/, '').split('-');
    await services.db
      .update(users)
      .set({
        phoneCountryCode: countryCode,
        phoneNumber: number,
        phoneVerifiedAt: now,
        // A confirmed phone is a change of what admins edit: a new version of the user, so a form based on the
        // earlier one cannot put the old number back.
        version: sql`${users.version} + 1`,
        updatedBy: user.id,
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.phoneVerifiedAt)));
  }
  let rememberedUntil: Date | null = null;
  if (request.rememberDevice) {
    rememberedUntil = new Date(now.getTime() + MFA_POLICY.rememberDeviceMs);
    await trustDevice(services.db, user.id, deviceId, now, rememberedUntil);
  } else {
    const session = getSessionTrust(auth.token, now);
    await trustDevice(services.db, user.id, deviceId, now, session.until, session.sessionId);
  }
  services.authCache.forgetUser(user.id);
  await audit(AUDIT_ACTIONS.mfaVerified, { remembered: request.rememberDevice });
  if (rememberedUntil) await audit(AUDIT_ACTIONS.mfaDeviceRemembered, { until: rememberedUntil.toISOString() });
  return { verified: true, rememberedUntil: rememberedUntil?.toISOString() ?? null };
}
