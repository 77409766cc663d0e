import { ANALYSIS_STATUS, type CallListItem } from '@carecall/api-client';
import { z } from 'zod';

/** The measures charted over time, in order. */
export const VOICE_MEASURES = [
  'voiceScore',
  'speakingRate',
  'pauseRatio',
  'pitchMeanHz',
  'pitchSdSemitones',
  'loudnessDbfs',
] as const;
export type VoiceMeasure = (typeof VOICE_MEASURES)[number];

/**
 * The voice figures of a call's latest analysis as the analysis writes them: the score its anomaly level was judged
 * by, and the measures of the client's voice (absent or null when not measured).
 */
const analysisFiguresSchema = z.looseObject({
  voice_score: z.number().nullish(),
  measures: z
    .looseObject({
      speakingRate: z.number().nullish(),
      pauseRatio: z.number().nullish(),
      pitchMeanHz: z.number().nullish(),
      pitchSdSemitones: z.number().nullish(),
      loudnessDbfs: z.number().nullish(),
      sufficient: z.boolean().optional(),
    })
    .nullish(),
});

/** One analysed call on the charts. */
export interface VoicePoint {
  callId: number;
  time: number;
  /** 1 voice anomaly, 2 significant voice anomaly, 0 none. */
  level: number;
  values: Partial<Record<VoiceMeasure, number>>;
}

/**
 * The analysed calls of a client, oldest first, with the figures of each: only complete analyses count, and a
 * measure is left out of a call that did not hold enough speech for it to mean something.
 */
export function readVoiceSeries(calls: readonly CallListItem[]): VoicePoint[] {
  const points: VoicePoint[] = [];
  for (const call of calls) {
    const analysis = call.callAnalysisLatest;
    if (!analysis || analysis.response_status !== ANALYSIS_STATUS.complete) continue;
    const parsed = analysisFiguresSchema.safeParse(analysis);
    const figures = parsed.success ? parsed.data : {};
    const values: Partial<Record<VoiceMeasure, number>> = {};
    const score = figures.voice_score ?? call.anomalyScores?.voiceScore;
    if (typeof score === 'number') values.voiceScore = score;
    const measures = figures.measures;
    if (measures && measures.sufficient !== false) {
      for (const measure of VOICE_MEASURES) {
        if (measure === 'voiceScore') continue;
        const value = measures[measure];
        if (typeof value === 'number' && Number.isFinite(value)) values[measure] = value;
      }
    }
    if (Object.keys(values).length === 0) continue;
    points.push({
      callId: call.id,
      time: Date.parse(call.start_date ?? call.date_created),
      level: Math.max(0, analysis.anomaly_type),
      values,
    });
  }
  return points.sort((a, b) => a.time - b.time);
}
