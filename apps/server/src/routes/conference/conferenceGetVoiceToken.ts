import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { formatVoiceIdentity } from '../../telephony/createAppTelephony.ts';
import type { Telephony } from '../../telephony/Telephony.ts';
import type { TwilioTelephony } from '../../telephony/twilio/createTwilioTelephony.ts';

/** How long a Twilio voice token lives; the portal renews it every 30 s, long before it expires. */
export const VOICE_TOKEN_TTL_SECONDS = 3600;

function canIssueVoiceTokens(telephony: Telephony): telephony is TwilioTelephony {
  return telephony.provider === 'twilio' && 'createVoiceToken' in telephony;
}

/**
 * `GET /conference/user/twilio/token`: a Twilio Voice SDK token for the caller's browser device, its identity the
 * caller's voice identity (which the voice webhook checks against the call's organization). Without Twilio the
 * browser uses the local voice gateway instead, so this answers 404 `VOICE_PROVIDER_NOT_TWILIO`.
 */
export function registerConferenceGetVoiceToken(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.conferenceGetVoiceToken, (_input, { requireAuth, services }) => {
    const { user } = requireAuth();
    const { telephony } = services;
    if (!canIssueVoiceTokens(telephony)) {
      throw new HttpError(404, 'VOICE_PROVIDER_NOT_TWILIO', 'Calls use the local voice gateway, not Twilio');
    }
    const identity = formatVoiceIdentity(user.id);
    return {
      token: telephony.createVoiceToken({ identity, ttlSeconds: VOICE_TOKEN_TTL_SECONDS }),
      identity,
      ttl: VOICE_TOKEN_TTL_SECONDS,
    };
  });
}
