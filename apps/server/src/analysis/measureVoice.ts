import { YIN } from 'pitchfinder';
import { resampleForAnalysis } from './resampleForAnalysis.ts';
import type { VoiceMeasures } from './VoiceMeasures.ts';

/** Step between intensity frames, seconds. */
export const HOP_SECONDS = 0.01;
/** Length of the window each intensity value is the mean power of, seconds. */
export const INTENSITY_WINDOW_SECONDS = 0.04;
/** Frames more than this below the loud end of the call (its 99th percentile) are silence, as in de Jong & Wempe. */
export const SILENCE_BELOW_PEAK_DB = 25;
/** And never is a frame quieter than this sound, whatever the call's level. */
export const SILENCE_FLOOR_DBFS = -60;
/** The shortest silence counted as a pause; shorter gaps are part of speech. */
export const MIN_PAUSE_SECONDS = 0.3;
/** Sounding stretches shorter than this are clicks, not speech. */
export const MIN_SOUNDING_SECONDS = 0.05;
/** An intensity peak is a syllable nucleus only when it rises this much above the dip before it. */
export const MIN_DIP_DB = 2;
/** Pitch statistics sample the sounding frames every this many seconds (20 estimates a second of speech). */
export const PITCH_HOP_SECONDS = 0.05;
/** Samples per pitch window at 8 kHz (64 ms): YIN then finds periods down to 62.5 Hz. */
export const PITCH_WINDOW_SAMPLES = 512;
/** The level every pitch window is scaled to before YIN (see `measureVoice`). */
const PITCH_WINDOW_RMS = 100;
/** Pitch estimates outside this range are not a speaking voice. */
export const PITCH_MIN_HZ = 65;
export const PITCH_MAX_HZ = 450;
/** Pitch estimates further than this from the call's median (octave errors) are dropped. */
export const PITCH_OUTLIER_SEMITONES = 10;
/** Less speech, or fewer syllables, than this makes a call's figures insufficient. */
export const MIN_SPEECH_SECONDS = 3;
export const MIN_SYLLABLES = 5;

const POWER_EPSILON = 1e-12;

/**
 * The voice measures of one channel (samples between -1 and 1): an intensity contour in 10 ms steps separates speech
 * from pauses and gives syllable nuclei by energy-peak counting (de Jong & Wempe 2009: peaks above the silence
 * threshold that rise `MIN_DIP_DB` above the preceding dip and are voiced, YIN finding a pitch at the peak), YIN
 * (pitchfinder) every `PITCH_HOP_SECONDS` of sounding frames gives the pitch statistics, and the sounding frames'
 * mean power the loudness. Pure: the same samples always give the same figures.
 */
export function measureVoice(input: Float32Array, inputRate: number): VoiceMeasures {
  const steps = measureVoiceSteps(input, inputRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `measureVoice` that lets the event loop run between steps of at most `YIELD_EVERY_PITCH_WINDOWS` pitch windows (a few
 * tens of milliseconds), so analysing a long call on the server never stalls requests or live call audio for the
 * whole second it takes. Same figures as `measureVoice`.
 */
export async function measureVoiceYielding(input: Float32Array, inputRate: number): Promise<VoiceMeasures> {
  const steps = measureVoiceSteps(input, inputRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Points of the pitch grid (each at most one 90 µs pitch window) between two pauses of `measureVoiceSteps`. */
export const YIELD_EVERY_PITCH_WINDOWS = 200;

/**
 * The computation of `measureVoice`, pausing (yielding) between steps. The loops live in plain functions: V8 optimises
 * code inside generators poorly, and the pitch windows are most of the work.
 */
function* measureVoiceSteps(input: Float32Array, inputRate: number): Generator<void, VoiceMeasures, void> {
  const { samples, sampleRate } = resampleForAnalysis(input, inputRate);
  yield;
  const durationSeconds = samples.length / sampleRate;
  const hop = Math.max(1, Math.round(HOP_SECONDS * sampleRate));
  const frameCount = Math.floor(samples.length / hop);
  const power = framePower(samples, hop, Math.round(INTENSITY_WINDOW_SECONDS * sampleRate), frameCount);
  const decibels = toDecibels(power);
  const sounding = findSoundingFrames(decibels);
  yield;

  const pauses = countPauses(sounding, Math.ceil(MIN_PAUSE_SECONDS / HOP_SECONDS));
  const spanSeconds = pauses.spanFrames * HOP_SECONDS;
  const pauseSeconds = pauses.pauseFrames * HOP_SECONDS;
  const speechSeconds = Math.max(0, spanSeconds - pauseSeconds);

  const pitchAt = createPitchDetector(samples, sampleRate, hop);
  const pitches: number[] = [];
  const pitchStep = Math.max(1, Math.round(PITCH_HOP_SECONDS / HOP_SECONDS));
  for (let first = 0; first < frameCount; first += pitchStep * YIELD_EVERY_PITCH_WINDOWS) {
    const last = Math.min(frameCount, first + pitchStep * YIELD_EVERY_PITCH_WINDOWS);
    collectPitches(pitchAt, sounding, first, last, pitchStep, pitches);
    yield;
  }
  let syllableCount = 0;
  const valley = { value: Number.POSITIVE_INFINITY };
  for (let first = 1; first < frameCount - 1; first += SYLLABLE_FRAMES_PER_STEP) {
    const last = Math.min(frameCount - 1, first + SYLLABLE_FRAMES_PER_STEP);
    syllableCount += countSyllableNuclei(decibels, sounding, (frame) => pitchAt(frame) !== null, first, last, valley);
    yield;
  }

  const loudness = meanSoundingPower(power, sounding);
  const pitchStats = summarizePitch(pitches);
  return {
    durationSeconds: round(durationSeconds, 3),
    speechSeconds: round(speechSeconds, 3),
    pauseCount: pauses.pauseCount,
    pauseRatio: spanSeconds > 0 ? round(pauseSeconds / spanSeconds, 4) : 0,
    syllableCount,
    speakingRate: speechSeconds > 0 ? round(syllableCount / speechSeconds, 4) : 0,
    pitchMeanHz: pitchStats ? round(pitchStats.meanHz, 2) : null,
    pitchSdSemitones: pitchStats ? round(pitchStats.sdSemitones, 3) : null,
    pitchRangeSemitones: pitchStats ? round(pitchStats.rangeSemitones, 3) : null,
    loudnessDbfs: loudness === null ? null : round(10 * Math.log10(loudness + POWER_EPSILON), 2),
    sufficient: speechSeconds >= MIN_SPEECH_SECONDS && syllableCount >= MIN_SYLLABLES,
  };
}

/** Intensity frames between two pauses of the syllable count (about 20 s of audio, a few hundred peaks). */
const SYLLABLE_FRAMES_PER_STEP = 2_000;

function toDecibels(power: Float64Array): Float32Array {
  const decibels = new Float32Array(power.length);
  for (let frame = 0; frame < power.length; frame += 1) {
    decibels[frame] = 10 * Math.log10((power[frame] ?? 0) + POWER_EPSILON);
  }
  return decibels;
}

/** 1 for frames above the silence threshold, with clicks shorter than `MIN_SOUNDING_SECONDS` removed. */
function findSoundingFrames(decibels: Float32Array): Uint8Array {
  const threshold = Math.max(quantile(decibels, 0.99) - SILENCE_BELOW_PEAK_DB, SILENCE_FLOOR_DBFS);
  const sounding = new Uint8Array(decibels.length);
  for (let frame = 0; frame < decibels.length; frame += 1) {
    sounding[frame] = (decibels[frame] ?? Number.NEGATIVE_INFINITY) > threshold ? 1 : 0;
  }
  dropShortRuns(sounding, 1, Math.ceil(MIN_SOUNDING_SECONDS / HOP_SECONDS));
  return sounding;
}

/**
 * The pitch (Hz) in the `PITCH_WINDOW_SAMPLES` around an intensity frame, or null when unvoiced or outside the
 * speaking range.
 */
function createPitchDetector(samples: Float32Array, sampleRate: number, hop: number): (frame: number) => number | null {
  const detect = YIN({ sampleRate, threshold: 0.15 });
  const window = new Float32Array(PITCH_WINDOW_SAMPLES);
  return (frame) => {
    const start = frame * hop + Math.floor(hop / 2) - PITCH_WINDOW_SAMPLES / 2;
    if (start < 0 || start + PITCH_WINDOW_SAMPLES > samples.length) return null;
    let energy = 0;
    for (let index = 0; index < PITCH_WINDOW_SAMPLES; index += 1) energy += (samples[start + index] ?? 0) ** 2;
    if (energy <= 0) return null;
    // pitchfinder's YIN seeds its running sum with 1 instead of the first difference, which makes quiet windows
    // look periodic at two samples; scaling every window to one loudness keeps its decisions level-independent.
    const scale = PITCH_WINDOW_RMS / Math.sqrt(energy / PITCH_WINDOW_SAMPLES);
    for (let index = 0; index < PITCH_WINDOW_SAMPLES; index += 1) window[index] = (samples[start + index] ?? 0) * scale;
    const hz = detect(window);
    return hz !== null && hz >= PITCH_MIN_HZ && hz <= PITCH_MAX_HZ ? hz : null;
  };
}

function collectPitches(
  pitchAt: (frame: number) => number | null,
  sounding: Uint8Array,
  first: number,
  last: number,
  step: number,
  into: number[],
): void {
  for (let frame = first; frame < last; frame += step) {
    if (!sounding[frame]) continue;
    const hz = pitchAt(frame);
    if (hz !== null) into.push(hz);
  }
}

/** Mean power of the sounding frames; null when none sounds. */
function meanSoundingPower(power: Float64Array, sounding: Uint8Array): number | null {
  let total = 0;
  let frames = 0;
  for (let frame = 0; frame < power.length; frame += 1) {
    if (sounding[frame]) {
      total += power[frame] ?? 0;
      frames += 1;
    }
  }
  return frames > 0 ? total / frames : null;
}

/** Mean power of the window centred on each frame, from running sums so the cost does not grow with the window. */
function framePower(samples: Float32Array, hop: number, window: number, frameCount: number): Float64Array {
  const cumulative = new Float64Array(samples.length + 1);
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] ?? 0;
    cumulative[index + 1] = (cumulative[index] ?? 0) + value * value;
  }
  const power = new Float64Array(frameCount);
  const half = Math.floor(window / 2);
  for (let frame = 0; frame < frameCount; frame += 1) {
    const centre = frame * hop + Math.floor(hop / 2);
    const start = Math.max(0, centre - half);
    const end = Math.min(samples.length, centre + half);
    power[frame] = end > start ? ((cumulative[end] ?? 0) - (cumulative[start] ?? 0)) / (end - start) : 0;
  }
  return power;
}

/** The `fraction` quantile of the values (nearest rank); -Infinity for none. */
function quantile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return Number.NEGATIVE_INFINITY;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] ?? Number.NEGATIVE_INFINITY;
}

/** Turns runs of `value` shorter than `minLength` frames into the other value. */
function dropShortRuns(mask: Uint8Array, value: 0 | 1, minLength: number): void {
  let start = -1;
  for (let frame = 0; frame <= mask.length; frame += 1) {
    const inRun = frame < mask.length && mask[frame] === value;
    if (inRun && start < 0) start = frame;
    if (!inRun && start >= 0) {
      if (frame - start < minLength) mask.fill(value === 1 ? 0 : 1, start, frame);
      start = -1;
    }
  }
}

/** Silences of at least `minPause` frames between the first and last sounding frame, and that span's length. */
function countPauses(
  sounding: Uint8Array,
  minPause: number,
): { spanFrames: number; pauseFrames: number; pauseCount: number } {
  const first = sounding.indexOf(1);
  if (first < 0) return { spanFrames: 0, pauseFrames: 0, pauseCount: 0 };
  const last = sounding.lastIndexOf(1);
  let pauseFrames = 0;
  let pauseCount = 0;
  let silentRun = 0;
  for (let frame = first; frame <= last + 1; frame += 1) {
    if (frame <= last && sounding[frame] === 0) {
      silentRun += 1;
      continue;
    }
    if (silentRun >= minPause) {
      pauseFrames += silentRun;
      pauseCount += 1;
    }
    silentRun = 0;
  }
  return { spanFrames: last - first + 1, pauseFrames, pauseCount };
}

/**
 * Energy-peak counting over frames `first` to `last`: a local maximum of the intensity contour in a sounding stretch
 * is a syllable nucleus when it rises at least `MIN_DIP_DB` above the lowest intensity since the previous nucleus
 * (`valley`, carried from one range to the next) and has a pitch (is voiced).
 */
function countSyllableNuclei(
  decibels: Float32Array,
  sounding: Uint8Array,
  isVoiced: (frame: number) => boolean,
  first: number,
  last: number,
  valley: { value: number },
): number {
  let count = 0;
  for (let frame = first; frame < last; frame += 1) {
    const value = decibels[frame] ?? Number.NEGATIVE_INFINITY;
    valley.value = Math.min(valley.value, value);
    if (!sounding[frame]) continue;
    const isPeak =
      value > (decibels[frame - 1] ?? Number.POSITIVE_INFINITY) &&
      value >= (decibels[frame + 1] ?? Number.POSITIVE_INFINITY);
    if (!isPeak || value - valley.value < MIN_DIP_DB || !isVoiced(frame)) continue;
    count += 1;
    valley.value = value;
  }
  return count;
}

/** Mean in hertz, and standard deviation and 10–90 % range in semitones, after dropping octave errors. */
function summarizePitch(values: number[]): { meanHz: number; sdSemitones: number; rangeSemitones: number } | null {
  if (values.length === 0) return null;
  const semitones = values.map((hz) => 12 * Math.log2(hz));
  const median = quantile(semitones, 0.5);
  const kept = values.filter((_, index) => Math.abs((semitones[index] ?? median) - median) <= PITCH_OUTLIER_SEMITONES);
  const keptSemitones = kept.map((hz) => 12 * Math.log2(hz));
  const meanHz = kept.reduce((sum, hz) => sum + hz, 0) / kept.length;
  const meanSemitones = keptSemitones.reduce((sum, value) => sum + value, 0) / keptSemitones.length;
  const variance = keptSemitones.reduce((sum, value) => sum + (value - meanSemitones) ** 2, 0) / keptSemitones.length;
  return {
    meanHz,
    sdSemitones: Math.sqrt(variance),
    rangeSemitones: quantile(keptSemitones, 0.9) - quantile(keptSemitones, 0.1),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
