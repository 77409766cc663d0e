import type { VoiceMeasures } from './VoiceMeasures.ts';

/** The anomaly kinds a call can show, each a change of one measure in the direction that is a concern. */
export const ANOMALY_KINDS = {
  /** Fewer syllables per second of speech. */
  speedDecrease: 'speed_decrease',
  /** A narrower pitch range: the distance between the client's high and low pitch shrank (flatter voice). */
  distanceDecrease: 'distance_decrease',
  /** More of the talk is pauses. */
  pauseIncrease: 'pause_increase',
  /** Less variable pitch. */
  pitchVariabilityDecrease: 'pitch_variability_decrease',
  /** A quieter voice. */
  loudnessDecrease: 'loudness_decrease',
} as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[keyof typeof ANOMALY_KINDS];

/** Which measure each kind watches, which way is a concern, and the least spread a baseline is given. */
export const COMPARED_MEASURES: ReadonlyArray<{
  kind: AnomalyKind;
  measure: keyof VoiceMeasures;
  /** -1: a decrease is the concern; 1: an increase. */
  direction: -1 | 1;
  /** Floor of the baseline's standard deviation, so a very steady baseline does not turn noise into alarms. */
  minSpread: number;
}> = [
  { kind: ANOMALY_KINDS.speedDecrease, measure: 'speakingRate', direction: -1, minSpread: 0.15 },
  { kind: ANOMALY_KINDS.distanceDecrease, measure: 'pitchRangeSemitones', direction: -1, minSpread: 0.3 },
  { kind: ANOMALY_KINDS.pauseIncrease, measure: 'pauseRatio', direction: 1, minSpread: 0.02 },
  { kind: ANOMALY_KINDS.pitchVariabilityDecrease, measure: 'pitchSdSemitones', direction: -1, minSpread: 0.15 },
  { kind: ANOMALY_KINDS.loudnessDecrease, measure: 'loudnessDbfs', direction: -1, minSpread: 1 },
];

/** Fewer earlier analyses than this and a call is "not enough data". */
export const MIN_BASELINE_CALLS = 3;
/** The baseline is at most this many of the client's most recent earlier analyses. */
export const MAX_BASELINE_CALLS = 10;
/** A call is a significant anomaly when its chance odds are this many times smaller than the alert threshold's. */
export const SIGNIFICANT_FACTOR = 10;

/** How one call compares with its client's baseline. */
export interface BaselineComparison {
  /** False with fewer than `MIN_BASELINE_CALLS` earlier analyses: nothing else below is set then. */
  enoughBaseline: boolean;
  baselineCount: number;
  /** 0 to 1; see `scoreAgainstBaseline`. Null without enough baseline. */
  voiceScore: number | null;
  /** 0 none, 1 voice anomaly, 2 significant voice anomaly; -1 without enough baseline. */
  anomalyLevel: -1 | 0 | 1 | 2;
  anomalyKinds: AnomalyKind[];
  /** Each compared measure's signed distance from the baseline mean, in baseline standard deviations. */
  zScores: Partial<Record<AnomalyKind, number>>;
}

/**
 * Compares a call's measures with the client's own earlier ones (the baseline). For each watched measure, z is its
 * distance from the baseline mean in the baseline's standard deviations (at least `minSpread`), signed so that positive
 * is the worrying direction. The voice score is Φ(z_max)^m, m the number of measures compared: the chance that m
 * independent normal measures of an unchanged voice would all stay below the largest deviation seen (a Šidák
 * correction of the one-sided test, so watching five measures does not raise false alarms fivefold). A call scores at
 * least `alertThreshold` → level 1, and each measure whose own Φ(z)^m reaches it is named; when 1 − score is at most
 * (1 − threshold) / `SIGNIFICANT_FACTOR` → level 2. A null threshold (the organization turned alerts off) scores the
 * call and leaves it at level 0.
 */
export function scoreAgainstBaseline(
  current: VoiceMeasures,
  baseline: readonly VoiceMeasures[],
  alertThreshold: number | null,
): BaselineComparison {
  const usable = baseline.filter((measures) => measures.sufficient).slice(-MAX_BASELINE_CALLS);
  if (usable.length < MIN_BASELINE_CALLS) {
    return {
      enoughBaseline: false,
      baselineCount: usable.length,
      voiceScore: null,
      anomalyLevel: -1,
      anomalyKinds: [],
      zScores: {},
    };
  }
  const zScores: Partial<Record<AnomalyKind, number>> = {};
  for (const compared of COMPARED_MEASURES) {
    const value = current[compared.measure];
    if (typeof value !== 'number') continue;
    const history = usable
      .map((measures) => measures[compared.measure])
      .filter((v): v is number => typeof v === 'number');
    if (history.length < MIN_BASELINE_CALLS) continue;
    const mean = history.reduce((sum, v) => sum + v, 0) / history.length;
    const variance = history.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (history.length - 1);
    const spread = Math.max(Math.sqrt(variance), compared.minSpread);
    zScores[compared.kind] = (compared.direction * (value - mean)) / spread;
  }
  const compared = Object.keys(zScores).length;
  const scoreOf = (z: number) => (compared === 0 ? 0 : normalCdf(z) ** compared);
  const zMax = Math.max(0, ...Object.values(zScores));
  const voiceScore = compared === 0 ? 0 : scoreOf(zMax);
  let anomalyLevel: 0 | 1 | 2 = 0;
  let anomalyKinds: AnomalyKind[] = [];
  if (alertThreshold !== null && voiceScore >= alertThreshold) {
    anomalyLevel = 1 - voiceScore <= (1 - alertThreshold) / SIGNIFICANT_FACTOR ? 2 : 1;
    anomalyKinds = COMPARED_MEASURES.map((entry) => entry.kind).filter((kind) => {
      const z = zScores[kind];
      return z !== undefined && scoreOf(z) >= alertThreshold;
    });
  }
  return {
    enoughBaseline: true,
    baselineCount: usable.length,
    voiceScore: Math.round(voiceScore * 10_000) / 10_000,
    anomalyLevel,
    anomalyKinds,
    zScores: Object.fromEntries(Object.entries(zScores).map(([kind, z]) => [kind, Math.round(z * 100) / 100])),
  };
}

/** The standard normal distribution function, by the complementary error function (Numerical Recipes' erfc, |ε| < 1.2e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851973 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
