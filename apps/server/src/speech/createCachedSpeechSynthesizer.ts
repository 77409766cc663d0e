import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resampleWithWavefile, type WavResampler } from '../audio/resampleWav.ts';
import { createConcurrencyLimit } from './createConcurrencyLimit.ts';
import type { SpeechRequest, SpeechSynthesizer } from './SpeechSynthesizer.ts';

/** A synthesizer whose audio is also found again by key (the speech addresses name the key). */
export interface CachedSpeechSynthesizer extends SpeechSynthesizer {
  /** The cache key of a request: a SHA-256 of text, language, voice and rate. */
  keyOf(request: SpeechRequest): string;
  /** Synthesizes (or finds) the audio and answers its key. */
  prepare(request: SpeechRequest): Promise<string>;
  /** The cached audio under a key, or null. */
  read(key: string): Promise<Buffer | null>;
}

/**
 * Puts a cache in front of a synthesizer: audio is kept under `directory` as `{sha256(text, language, voice,
 * rate, sample rate)}.wav`, so the same sentence is synthesized (and resampled) once across requests, restarts and
 * demo seeding. Concurrent
 * requests for one key share one synthesis, and at most `concurrency` syntheses run at once (the machine is small).
 * Files are written to a temporary name and renamed, so a reader never sees half a file.
 */
export function createCachedSpeechSynthesizer(
  inner: SpeechSynthesizer,
  {
    directory,
    concurrency = 2,
    resample = resampleWithWavefile,
  }: { directory: string; concurrency?: number; resample?: WavResampler },
): CachedSpeechSynthesizer {
  const limit = createConcurrencyLimit(concurrency);
  const inFlight = new Map<string, Promise<Buffer>>();
  const keyOf = (request: SpeechRequest) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          request.text,
          request.language,
          inner.voiceOf(request.language),
          request.wordsPerMinute ?? null,
          request.sampleRate ?? null,
        ]),
      )
      .digest('hex');
  const fileOf = (key: string) => path.join(directory, `${key}.wav`);
  const read = async (key: string): Promise<Buffer | null> => {
    if (!/^[0-9a-f]{64}$/.test(key)) return null;
    try {
      return await readFile(fileOf(key));
    } catch {
      return null;
    }
  };
  const synthesize = (request: SpeechRequest): Promise<Buffer> => {
    const key = keyOf(request);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const cached = await read(key);
      if (cached) return cached;
      // Another rate is made from the engine's audio (itself cached), so each sentence is synthesized once.
      const { sampleRate, ...original } = request;
      const audio =
        sampleRate === undefined
          ? await limit(() => inner.synthesize(original))
          : await synthesize(original).then((bytes) => limit(() => resample(bytes, sampleRate)));
      await mkdir(directory, { recursive: true });
      const temporary = `${fileOf(key)}.${randomUUID()}.tmp`;
      await writeFile(temporary, audio);
      await rename(temporary, fileOf(key));
      return audio;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  };
  return {
    name: `${inner.name} (cached)`,
    voiceOf: (language) => inner.voiceOf(language),
    synthesize,
    keyOf,
    async prepare(request) {
      await synthesize(request);
      return keyOf(request);
    },
    read,
  };
}
