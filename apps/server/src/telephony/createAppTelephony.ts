import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/openDatabase.ts';
import { buildDemoClients } from '../demo/demoClients.ts';
import type { RecordingStorage } from '../recordings/RecordingStorage.ts';
import { createDevPhoneLines } from './local/createDevPhoneLines.ts';
import { createEspeakSpeech, withFallbackSpeech } from './local/createEspeakSpeech.ts';
import { createLocalTelephony } from './local/createLocalTelephony.ts';
import { createSimulatedPhoneNetwork } from './local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from './local/createToneSpeech.ts';
import { buildDemoPersonas } from './local/Persona.ts';
import type { SynthesizeSpeech } from './local/SynthesizeSpeech.ts';
import { mayJoinCallAudio } from './mayJoinCallAudio.ts';
import type { Telephony } from './Telephony.ts';

/** The voice device identity of a user: what the voice token names and the voice webhook reads back. */
export function formatVoiceIdentity(userId: number): string {
  return `user-${userId}`;
}

/**
 * The telephony a server runs with. With Twilio voice settings: Twilio (loaded only then). Otherwise the local media
 * plane; in demo mode with the simulated phone network, where every demo client's phone reaches its persona and any
 * other number a talking stranger; in production with no phone network, so dialling a client fails with the
 * `failed` dial status rather than pretending to reach someone (browser legs and the bot still work).
 */
export async function createAppTelephony(options: {
  config: Config;
  db: Db;
  recordings: RecordingStorage;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The personas' voice; espeak-ng with a tone fallback when not given. */
  speak?: SynthesizeSpeech;
}): Promise<Telephony> {
  const { config, log, db } = options;
  if (config.twilio && config.twilioVoice) {
    const [{ createTwilioTelephony }, { createFetchTwilioHttp }] = await Promise.all([
      import('./twilio/createTwilioTelephony.ts'),
      import('./twilio/TwilioHttp.ts'),
    ]);
    return createTwilioTelephony({
      settings: {
        accountSid: config.twilio.accountSid,
        authToken: config.twilio.authToken,
        apiKeySid: config.twilioVoice.apiKeySid,
        apiKeySecret: config.twilioVoice.apiKeySecret,
        twimlAppSid: config.twilioVoice.twimlAppSid,
        callerId: config.twilio.from,
        publicUrl: config.publicUrl,
      },
      http: createFetchTwilioHttp({
        baseUrl: config.twilio.apiBaseUrl,
        username: config.twilioVoice.apiKeySid,
        password: config.twilioVoice.apiKeySecret,
      }),
      recordings: options.recordings,
      now: options.now,
      onError: (error) => log.error({ err: error }, 'telephony failure'),
      mayJoin: (join) => mayJoinCallAudio(db, join),
    });
  }
  const speak =
    options.speak ??
    withFallbackSpeech(createEspeakSpeech(), createToneSpeech(), (error) =>
      log.warn({ err: error }, 'espeak-ng is not usable: simulated phones speak in tones'),
    );
  // Browser phones: in demo mode a `/dev/phone` page answers its organization's client numbers ahead of the personas;
  // in every mode an admin's dry run rings that admin's own browser.
  const devPhones = createDevPhoneLines();
  const network = createSimulatedPhoneNetwork({
    devPhones,
    personas: config.production ? new Map() : buildDemoPersonas(buildDemoClients()),
    unknownNumbers: config.production ? 'fail' : 'stranger',
    speak,
    onError: (error) => log.warn({ err: error }, 'a simulated phone could not speak its line'),
  });
  return createLocalTelephony({
    network,
    devPhones,
    recordings: options.recordings,
    now: options.now,
    onError: (error) => log.error({ err: error }, 'telephony failure'),
  });
}
