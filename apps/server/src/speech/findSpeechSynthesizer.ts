import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createSoxResampler, isSoxAvailable } from '../audio/resampleWav.ts';
import { type CachedSpeechSynthesizer, createCachedSpeechSynthesizer } from './createCachedSpeechSynthesizer.ts';
import { createEspeakSynthesizer, isEspeakAvailable } from './createEspeakSynthesizer.ts';

/**
 * The server's speech: espeak-ng behind the cache under `{dataDir}/speech-cache` when the binary answers (resampled
 * with sox when that is installed too), otherwise
 * null — then speech addresses answer silence and demo recordings hold tones, and the log says so once, here. Never
 * throws: speech is optional, start-up goes on without it.
 */
export async function findSpeechSynthesizer(options: {
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  command?: string;
}): Promise<CachedSpeechSynthesizer | null> {
  const command = options.command ?? 'espeak-ng';
  // Both answer at once rather than one after the other: a start waits for the slower only.
  const [espeak, sox] = await Promise.all([isEspeakAvailable(command), isSoxAvailable()]);
  if (!espeak) {
    options.log.warn(
      `speech synthesis is unavailable (${command} was not found): speech answers silence and demo recordings hold tones; install Debian's espeak-ng for real speech`,
    );
    return null;
  }
  // sox resamples far faster than the JavaScript fallback; it is optional like espeak-ng.
  return createCachedSpeechSynthesizer(createEspeakSynthesizer({ command }), {
    directory: path.join(options.dataDir, 'speech-cache'),
    ...(sox ? { resample: createSoxResampler() } : {}),
  });
}
