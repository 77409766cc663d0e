import type { AnomalyScores, CallAnalysis } from '@carecall/api-client';
import type { CallAnalysisRow } from './CallAnalysisRow.ts';

/** The fields of a stored analysis the API answers. */
export type AnsweredAnalysis = Pick<
  CallAnalysisRow,
  | 'id'
  | 'updatedAt'
  | 'status'
  | 'algorithm'
  | 'anomalyLevel'
  | 'version'
  | 'anomalyKinds'
  | 'voiceScore'
  | 'measures'
  | 'comment'
>;

/** A stored analysis as the API answers it (`callAnalysisLatest` of a call, and the analysis PUT). */
export function toCallAnalysis(row: AnsweredAnalysis): CallAnalysis {
  return {
    id: row.id,
    date_modified: row.updatedAt.toISOString(),
    call_plot: null,
    response_status: row.status,
    lta_status: null,
    ca_status: null,
    version: row.algorithm,
    analysis_url: null,
    anomaly_type: row.anomalyLevel,
    record_version: row.version,
    anomaly_kinds: row.anomalyKinds,
    voice_score: row.voiceScore,
    measures: row.measures ? { ...row.measures } : null,
    comment: row.comment,
  };
}

/**
 * A call's `anomalyScores` from its analysis: the voice score and level; the sentiment and symptom scores are not
 * computed, so they keep the contract's defaults (-1 types, no score).
 */
export function toAnomalyScores(row: Pick<CallAnalysisRow, 'voiceScore' | 'anomalyLevel'>): AnomalyScores {
  return {
    voiceScore: row.voiceScore ?? 1,
    voiceAnomalyType: row.anomalyLevel,
    sentimentScore: null,
    sentimentAnomalyType: -1,
    sentimentMinAnswer: null,
    symptomsScore: null,
    symptomsAnomalyType: -1,
    symptomsList: [],
  };
}
