import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeWav, getPcmDurationMs } from '../audio/pcmAudio.ts';
import { createCachedSpeechSynthesizer } from './createCachedSpeechSynthesizer.ts';
import { createEspeakSynthesizer, isEspeakAvailable } from './createEspeakSynthesizer.ts';
import { findSpeechSynthesizer } from './findSpeechSynthesizer.ts';

const hasEspeak = await isEspeakAvailable();
const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe.skipIf(!hasEspeak)('espeak-ng speech', () => {
  it('speaks English and Spanish as audible WAV, slower at a lower rate', async () => {
    const synthesizer = createEspeakSynthesizer();
    const text = 'Good morning, how are you feeling today?';
    const normal = decodeWav(await synthesizer.synthesize({ text, language: 'en-US' }));
    const slow = decodeWav(await synthesizer.synthesize({ text, language: 'en-US', wordsPerMinute: 100 }));
    const spanish = decodeWav(
      await synthesizer.synthesize({ text: 'Buenos días, ¿cómo se siente hoy?', language: 'es-US' }),
    );
    expect(getPcmDurationMs(normal)).toBeGreaterThan(1_000);
    expect(getPcmDurationMs(slow)).toBeGreaterThan(getPcmDurationMs(normal) * 1.4);
    expect(rms(normal.channels[0] ?? new Int16Array())).toBeGreaterThan(500);
    expect(rms(spanish.channels[0] ?? new Int16Array())).toBeGreaterThan(500);
  });

  it('never reads the text as options', async () => {
    const audio = await createEspeakSynthesizer().synthesize({ text: '--help -w /tmp/x.wav', language: 'en-US' });
    expect(audio.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('caches by text, language, voice and rate, and shares one synthesis between concurrent requests', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'speech-cache-'));
    directories.push(directory);
    let runs = 0;
    const inner = createEspeakSynthesizer();
    const counted = {
      ...inner,
      synthesize: (request: Parameters<typeof inner.synthesize>[0]) => {
        runs += 1;
        return inner.synthesize(request);
      },
    };
    const cache = createCachedSpeechSynthesizer(counted, { directory });
    const request = { text: 'Thank you.', language: 'en-US' as const };
    const [a, b] = await Promise.all([cache.synthesize(request), cache.synthesize(request)]);
    expect(a.equals(b)).toBe(true);
    const key = await cache.prepare(request);
    expect(runs).toBe(1);
    expect(await readdir(directory)).toEqual([`${key}.wav`]);
    expect((await cache.read(key))?.equals(a)).toBe(true);
    expect(cache.keyOf({ ...request, wordsPerMinute: 120 })).not.toBe(key);
    expect(cache.keyOf({ ...request, language: 'es-US' })).not.toBe(key);
    expect(await cache.read('../../etc/passwd')).toBeNull();
  });
});

describe('without espeak-ng', () => {
  it('answers no synthesizer and says so once in the log, without throwing', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
    const found = await findSpeechSynthesizer({
      dataDir: tmpdir(),
      log: log as never,
      command: '/nonexistent/espeak-ng',
    });
    expect(found).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('speech synthesis is unavailable');
  });
});
