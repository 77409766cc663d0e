import type { FastifyInstance } from 'fastify';
import { isLocalTelephony } from './local/createLocalTelephony.ts';
import { registerDevPhoneGateway } from './local/registerDevPhoneGateway.ts';
import { registerVoiceGateway } from './local/registerVoiceGateway.ts';
import type { Telephony } from './Telephony.ts';
import type { TwilioTelephony } from './twilio/createTwilioTelephony.ts';

function isTwilioTelephony(telephony: Telephony): telephony is TwilioTelephony {
  return telephony.provider === 'twilio' && 'handleWebhook' in telephony;
}

/**
 * The routes through which calls reach the server: the local voice gateway, or Twilio's signed webhooks (their
 * module, and the twilio package, loaded only when Twilio runs the calls).
 */
export async function registerTelephonyRoutes(app: FastifyInstance, telephony: Telephony): Promise<void> {
  if (isLocalTelephony(telephony)) {
    registerVoiceGateway(app, telephony);
    if (telephony.devPhones) {
      registerDevPhoneGateway(app, telephony.devPhones, { clientNumbers: !app.services.config.production });
    }
  } else if (isTwilioTelephony(telephony)) {
    const { registerTwilioWebhooks } = await import('./twilio/registerTwilioWebhooks.ts');
    await registerTwilioWebhooks(app, telephony, app.services.config.publicUrl);
  }
}
