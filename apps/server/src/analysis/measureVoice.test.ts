import { describe, expect, it } from 'vitest';
import wavefile from 'wavefile';
import { encodeStereoWav, synthesizeSpeaker } from '../../test/voiceSignals.ts';
import { decodeClientChannel, UnreadableRecordingError } from './decodeClientChannel.ts';
import { measureVoice, measureVoiceYielding } from './measureVoice.ts';

function sine(hz: number, seconds: number, sampleRate = 8000, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = amplitude * Math.sin((2 * Math.PI * hz * index) / sampleRate);
  }
  return samples;
}

describe('measureVoice', () => {
  it.each([
    [110, 8000],
    [220, 8000],
    [150, 16000],
    [300, 44100],
  ])('finds the pitch of a %i Hz sine at %i Hz sampling, with no variability', (hz, sampleRate) => {
    const measures = measureVoice(sine(hz, 4, sampleRate), sampleRate);
    expect(measures.pitchMeanHz).toBeGreaterThan(hz * 0.99);
    expect(measures.pitchMeanHz).toBeLessThan(hz * 1.01);
    expect(measures.pitchSdSemitones).toBeLessThan(0.1);
    expect(measures.pitchRangeSemitones).toBeLessThan(0.2);
  });

  it('gives a full-scale-relative loudness: a sine of amplitude 0.5 is about -9 dBFS, half of it 6 dB less', () => {
    const loud = measureVoice(sine(200, 3, 8000, 0.5), 8000).loudnessDbfs ?? 0;
    const quiet = measureVoice(sine(200, 3, 8000, 0.25), 8000).loudnessDbfs ?? 0;
    expect(loud).toBeCloseTo(20 * Math.log10(0.5 / Math.SQRT2), 0);
    expect(loud - quiet).toBeCloseTo(6.02, 1);
  });

  it.each([2, 3, 4, 5, 6])('counts %i syllables a second in tone bursts with pauses', (rate) => {
    const samples = synthesizeSpeaker({
      durationSeconds: 60,
      syllablesPerSecond: rate,
      phraseSeconds: 3,
      pauseSeconds: 1,
      pitchHz: 140,
    });
    const measures = measureVoice(samples, 8000);
    // 15 phrases of 3 s, each 3 × rate syllables.
    expect(measures.syllableCount).toBe(15 * 3 * rate);
    expect(measures.speakingRate).toBeGreaterThan(rate * 0.95);
    expect(measures.speakingRate).toBeLessThan(rate * 1.1);
    expect(measures.pauseCount).toBe(14);
    expect(measures.sufficient).toBe(true);
  });

  it('finds more pause time when the pauses between phrases grow', () => {
    const shape = { durationSeconds: 60, syllablesPerSecond: 4, phraseSeconds: 3, pitchHz: 180 };
    const short = measureVoice(synthesizeSpeaker({ ...shape, pauseSeconds: 0.5 }), 8000);
    const long = measureVoice(synthesizeSpeaker({ ...shape, pauseSeconds: 2 }), 8000);
    // 0.5 s of 3.5 s and 2 s of 5 s; the syllables' soft edges fall on either side of the threshold.
    expect(short.pauseRatio).toBeGreaterThan(0.12);
    expect(short.pauseRatio).toBeLessThan(0.18);
    expect(long.pauseRatio).toBeGreaterThan(0.37);
    expect(long.pauseRatio).toBeLessThan(0.43);
  });

  it('narrows the pitch range and variability when the intonation flattens, at the same mean pitch', () => {
    const shape = { durationSeconds: 30, syllablesPerSecond: 4, phraseSeconds: 3, pauseSeconds: 1, pitchHz: 160 };
    const lively = measureVoice(synthesizeSpeaker({ ...shape, pitchSwingSemitones: 4 }), 8000);
    const flat = measureVoice(synthesizeSpeaker({ ...shape, pitchSwingSemitones: 1 }), 8000);
    expect(lively.pitchRangeSemitones ?? 0).toBeGreaterThan(3 * (flat.pitchRangeSemitones ?? Infinity));
    expect(lively.pitchSdSemitones ?? 0).toBeGreaterThan(3 * (flat.pitchSdSemitones ?? Infinity));
    expect(Math.abs((lively.pitchMeanHz ?? 0) - (flat.pitchMeanHz ?? 0))).toBeLessThan(8);
  });

  it('calls silence, and a few seconds of talk, not enough data', () => {
    const silence = measureVoice(new Float32Array(8000 * 10), 8000);
    expect(silence).toMatchObject({ syllableCount: 0, speechSeconds: 0, pitchMeanHz: null, sufficient: false });
    const brief = synthesizeSpeaker({
      durationSeconds: 2,
      syllablesPerSecond: 4,
      phraseSeconds: 1.5,
      pauseSeconds: 1,
      pitchHz: 150,
    });
    expect(measureVoice(brief, 8000).sufficient).toBe(false);
  });

  it('measures quiet and low voices the same as loud ones', () => {
    const shape = { durationSeconds: 30, syllablesPerSecond: 4, phraseSeconds: 3, pauseSeconds: 1, pitchHz: 90 };
    const loud = measureVoice(synthesizeSpeaker({ ...shape, amplitude: 0.5 }), 8000);
    const quiet = measureVoice(synthesizeSpeaker({ ...shape, amplitude: 0.01 }), 8000);
    expect(quiet.syllableCount).toBe(loud.syllableCount);
    expect(Math.abs((quiet.pitchMeanHz ?? 0) - (loud.pitchMeanHz ?? 0))).toBeLessThan(1.5);
    // 34 dB quieter; the -60 dBFS floor leaves a little more of the quiet voice's soft edges out of its sounding frames.
    const difference = (loud.loudnessDbfs ?? 0) - (quiet.loudnessDbfs ?? 0);
    expect(difference).toBeGreaterThan(32);
    expect(difference).toBeLessThan(35);
  });
});

describe('decodeClientChannel', () => {
  it("reads the client's (left) channel of a stereo recording, not the caller's", () => {
    const client = synthesizeSpeaker({
      durationSeconds: 10,
      syllablesPerSecond: 3,
      phraseSeconds: 3,
      pauseSeconds: 1,
      pitchHz: 120,
    });
    const caller = sine(260, 10);
    const decoded = decodeClientChannel(encodeStereoWav(client, caller, 8000));
    expect(decoded.sampleRate).toBe(8000);
    expect(decoded.samples.length).toBe(client.length);
    expect(decoded.samples[1234]).toBeCloseTo(client[1234] ?? 0, 3);
    expect(measureVoice(decoded.samples, decoded.sampleRate).pitchMeanHz).toBeLessThan(130);
  });

  it('reads mono, 8-bit and μ-law files through wavefile', () => {
    const tone = sine(200, 2);
    const pcm16 = Int16Array.from(tone, (value) => Math.round(value * 32767));
    const mono = new wavefile.WaveFile();
    mono.fromScratch(1, 8000, '16', pcm16);
    expect(decodeClientChannel(mono.toBuffer()).samples[100]).toBeCloseTo(tone[100] ?? 0, 3);
    const muLaw = new wavefile.WaveFile();
    muLaw.fromScratch(1, 8000, '16', pcm16);
    muLaw.toMuLaw();
    const eightBit = new wavefile.WaveFile();
    eightBit.fromScratch(1, 8000, '16', pcm16);
    eightBit.toBitDepth('8');
    for (const file of [muLaw, eightBit]) {
      const decoded = decodeClientChannel(file.toBuffer());
      expect(decoded.samples[100]).toBeCloseTo(tone[100] ?? 0, 1);
      expect(measureVoice(decoded.samples, decoded.sampleRate).pitchMeanHz).toBeCloseTo(200, -1);
    }
  });

  it('refuses bytes that are not a WAV file', () => {
    expect(() => decodeClientChannel(Buffer.from('ID3 this is an mp3, honestly'))).toThrow(UnreadableRecordingError);
    expect(() => decodeClientChannel(new Uint8Array(0))).toThrow(UnreadableRecordingError);
  });
});

describe('measureVoiceYielding', () => {
  it('gives the same figures as measureVoice while letting timers run throughout', async () => {
    const samples = synthesizeSpeaker({
      durationSeconds: 120,
      syllablesPerSecond: 4,
      phraseSeconds: 3,
      pauseSeconds: 1,
      pitchHz: 130,
    });
    const started = performance.now();
    const expected = measureVoice(samples, 8000);
    const blockingMs = performance.now() - started;

    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 1);
    const begin = performance.now();
    const measured = await measureVoiceYielding(samples, 8000);
    const end = performance.now();
    clearInterval(timer);
    expect(measured).toEqual(expected);
    const moments = [begin, ...ticks, end];
    const longestStall = Math.max(...moments.slice(1).map((moment, index) => moment - (moments[index] ?? moment)));
    // Timers fire in both halves of the run and no stall is as long as the blocking run, the 1 ms timer's share of a
    // busy machine allowing (a ratio tighter than that fails when the other core's work preempts this process).
    const middle = (begin + end) / 2;
    expect(ticks.length).toBeGreaterThan(5);
    expect(ticks.some((tick) => tick < middle)).toBe(true);
    expect(ticks.some((tick) => tick > middle)).toBe(true);
    expect(longestStall).toBeLessThan(blockingMs);
  });
});
