import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import twilio from 'twilio';
import {
  TWILIO_WEBHOOK_PATHS,
  type TwilioVoiceSettings,
  type TwilioWebhook,
} from '../src/telephony/twilio/createTwilioTelephony.ts';

/** An account in Twilio's documented id shapes; its secrets sign the test webhooks and tokens, nothing real. */
export const TWILIO_TEST_SETTINGS = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'fixture-auth-token',
  apiKeySid: 'SK00000000000000000000000000000001',
  apiKeySecret: 'fixture-api-key-secret-of-enough-length',
  twimlAppSid: 'AP00000000000000000000000000000001',
  callerId: '+15005550006',
  publicUrl: 'https://carecall.example',
} satisfies TwilioVoiceSettings;

/**
 * Posts a webhook to the server as Twilio does: the form fields, signed with the auth token over the public address
 * the server is reached at, so the server's signature check passes exactly as it would for Twilio.
 */
export function postTwilioWebhook(
  app: FastifyInstance,
  kind: TwilioWebhook,
  params: Record<string, string>,
  {
    query = '',
    publicUrl = TWILIO_TEST_SETTINGS.publicUrl,
    authToken = TWILIO_TEST_SETTINGS.authToken,
  }: { query?: string; publicUrl?: string; authToken?: string } = {},
): Promise<LightMyRequestResponse> {
  const path = `${TWILIO_WEBHOOK_PATHS[kind]}${query}`;
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, `${publicUrl}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}
