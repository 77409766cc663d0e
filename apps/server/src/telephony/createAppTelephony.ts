import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { buildDemoClients } from '../demo/demoClients.ts';
import type { RecordingStorage } from '../recordings/RecordingStorage.ts';
import { createEspeakSpeech, withFallbackSpeech } from './local/createEspeakSpeech.ts';
import { createLocalTelephony, type LocalTelephony } from './local/createLocalTelephony.ts';
import { createSimulatedPhoneNetwork } from './local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from './local/createToneSpeech.ts';
import { buildDemoPersonas } from './local/Persona.ts';
import type { SynthesizeSpeech } from './local/SynthesizeSpeech.ts';

/**
 * The telephony a server runs with. Demo mode: the local media plane with the simulated phone network, where every
 * demo client's phone reaches its persona and any other number a talking stranger. Production without a voice
 * provider: the same media plane (browser legs and the bot work) but no phone network, so dialling a client
 * fails with the `failed` dial status rather than pretending to reach someone.
 */
export function createAppTelephony(options: {
  config: Config;
  recordings: RecordingStorage;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The personas' voice; espeak-ng with a tone fallback when not given. */
  speak?: SynthesizeSpeech;
}): LocalTelephony {
  const { config, log } = options;
  const speak =
    options.speak ??
    withFallbackSpeech(createEspeakSpeech(), createToneSpeech(), (error) =>
      log.warn({ err: error }, 'espeak-ng is not usable: simulated phones speak in tones'),
    );
  const network = createSimulatedPhoneNetwork({
    personas: config.production ? new Map() : buildDemoPersonas(buildDemoClients()),
    unknownNumbers: config.production ? 'fail' : 'stranger',
    speak,
    onError: (error) => log.warn({ err: error }, 'a simulated phone could not speak its line'),
  });
  return createLocalTelephony({
    network,
    recordings: options.recordings,
    now: options.now,
    onError: (error) => log.error({ err: error }, 'telephony failure'),
  });
}
