import { describe, expect, it } from 'vitest';
import { synthesizeSpeaker } from '../../test/voiceSignals.ts';
import { measureVoice } from './measureVoice.ts';
import { MIN_BASELINE_CALLS, normalCdf, scoreAgainstBaseline } from './scoreAgainstBaseline.ts';
import type { VoiceMeasures } from './VoiceMeasures.ts';

/** One generated call of a client whose habits vary a little from call to call, as people's do. */
function callOf(index: number, change: { rate?: number; swing?: number } = {}): VoiceMeasures {
  const wobble = 1 + 0.04 * Math.sin(index * 2.1);
  return measureVoice(
    synthesizeSpeaker({
      durationSeconds: 40,
      syllablesPerSecond: 4 * wobble * (change.rate ?? 1),
      phraseSeconds: 3,
      pauseSeconds: 0.8,
      pitchHz: 170 * (1 + 0.02 * Math.cos(index)),
      pitchSwingSemitones: (change.swing ?? 3) * wobble,
      seed: index + 1,
    }),
    8000,
  );
}

describe('scoreAgainstBaseline', () => {
  const baseline = Array.from({ length: 8 }, (_, index) => callOf(index));

  it('leaves a steady client at level 0', () => {
    for (const index of [8, 9, 10]) {
      const result = scoreAgainstBaseline(callOf(index), baseline, 0.7);
      expect(result).toMatchObject({ enoughBaseline: true, baselineCount: 8, anomalyLevel: 0, anomalyKinds: [] });
      expect(result.voiceScore ?? 1).toBeLessThan(0.7);
    }
  });

  it('flags a 30 % slower speaking rate as a significant speed decrease', () => {
    const result = scoreAgainstBaseline(callOf(8, { rate: 0.7 }), baseline, 0.7);
    expect(result.anomalyLevel).toBe(2);
    expect(result.anomalyKinds).toContain('speed_decrease');
    expect(result.anomalyKinds).not.toContain('distance_decrease');
    expect(result.zScores.speed_decrease ?? 0).toBeGreaterThan(3);
  });

  it('flags a flattened intonation as a distance decrease', () => {
    const result = scoreAgainstBaseline(callOf(8, { swing: 1 }), baseline, 0.7);
    expect(result.anomalyLevel).toBeGreaterThan(0);
    expect(result.anomalyKinds).toEqual(expect.arrayContaining(['distance_decrease', 'pitch_variability_decrease']));
    expect(result.anomalyKinds).not.toContain('speed_decrease');
  });

  it('never flags a change in the harmless direction (faster speech)', () => {
    const result = scoreAgainstBaseline(callOf(8, { rate: 1.3 }), baseline, 0.7);
    expect(result.anomalyKinds).not.toContain('speed_decrease');
  });

  it(`needs ${MIN_BASELINE_CALLS} earlier calls with enough speech`, () => {
    const thin = scoreAgainstBaseline(callOf(8, { rate: 0.5 }), baseline.slice(0, MIN_BASELINE_CALLS - 1), 0.7);
    expect(thin).toMatchObject({ enoughBaseline: false, anomalyLevel: -1, voiceScore: null, anomalyKinds: [] });
    const silent = { ...baseline[0], sufficient: false } as VoiceMeasures;
    const withSilent = scoreAgainstBaseline(callOf(8), [...baseline.slice(0, 2), silent], 0.7);
    expect(withSilent.enoughBaseline).toBe(false);
  });

  it('scores but never alerts when the organization turned alerts off (null threshold)', () => {
    const result = scoreAgainstBaseline(callOf(8, { rate: 0.7 }), baseline, null);
    expect(result.anomalyLevel).toBe(0);
    expect(result.anomalyKinds).toEqual([]);
    expect(result.voiceScore ?? 0).toBeGreaterThan(0.99);
  });

  it('a stricter threshold flags less', () => {
    const mild = callOf(8, { rate: 0.9 });
    const lenient = scoreAgainstBaseline(mild, baseline, 0.5);
    const strict = scoreAgainstBaseline(mild, baseline, 0.999999);
    expect(lenient.voiceScore).toBe(strict.voiceScore);
    expect(lenient.anomalyLevel).toBeGreaterThanOrEqual(strict.anomalyLevel);
    expect(strict.anomalyLevel).toBe(0);
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [1.96, 0.975002],
    [-2, 0.02275],
    [3, 0.99865],
  ])('Φ(%d) = %d', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 5);
  });
});
