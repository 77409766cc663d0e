import type { AppServices } from '../../AppServices.ts';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordCallerAudit } from '../../audit/recordCallerAudit.ts';
import { HttpError } from '../../http/HttpError.ts';
import type { EndpointContext } from '../../http/registerEndpoint.ts';
import { ChannelUnavailableError } from '../../messaging/sender.ts';
import { createMfaLimitError } from './createMfaLimitError.ts';
import { formatMfaCodeMessage } from './formatMfaCodeMessage.ts';
import { issueMfaCode } from './issueMfaCode.ts';
import { type MfaCodeDestination, maskMfaDestination } from './maskMfaDestination.ts';

/**
 * Issues a code for the caller's device and delivers it through the MessageSender (the demo outbox, or Twilio and
 * SMTP), then audits `mfa_code_sent`. A locked factor or an exhausted hourly budget answers 429 without sending;
 * a channel that is not configured answers 503, a transport failure 502.
 */
export async function sendMfaCode(
  context: Pick<EndpointContext, 'reply' | 'requireAuth'> & { services: AppServices },
  target: MfaCodeDestination,
): Promise<{ masked: string; expiresAt: Date }> {
  const { services, reply } = context;
  const auth = context.requireAuth();
  const now = services.now();
  const issued = await issueMfaCode({
    db: services.db,
    hasher: services.mfaCodeHasher,
    now,
    userId: auth.user.id,
    deviceId: auth.deviceId,
    ...target,
  });
  if (issued.kind === 'locked') throw createMfaLimitError('MFA_LOCKED', issued.lockedUntil, now, reply);
  if (issued.kind === 'too-many-codes') throw createMfaLimitError('MFA_TOO_MANY_CODES', issued.retryAt, now, reply);

  const message = formatMfaCodeMessage(auth.user.language, issued.code);
  try {
    if (target.channel === 'sms')
      await services.sender.sendSms(target.destination, message.body, { code: issued.code });
    else await services.sender.sendEmail(target.destination, message.subject, message.body, { code: issued.code });
  } catch (error) {
    if (error instanceof ChannelUnavailableError) {
      throw new HttpError(503, 'MFA_CHANNEL_UNAVAILABLE', error.message, {}, error);
    }
    throw new HttpError(502, 'MESSAGE_NOT_SENT', 'The code could not be sent; please try again', {}, error);
  }
  const masked = maskMfaDestination(target);
  await recordCallerAudit(services, auth, {
    action: AUDIT_ACTIONS.mfaCodeSent,
    detail: { channel: target.channel, destination: masked },
  });
  return { masked, expiresAt: issued.expiresAt };
}
