import type { callAnalyses } from '../db/schema/index.ts';

/** A stored analysis run. */
export type CallAnalysisRow = typeof callAnalyses.$inferSelect;

/** The job kind that analyses one call. */
export const CALL_ANALYSIS_JOB = 'call_analysis';

/** The payload of a `CALL_ANALYSIS_JOB`. */
export interface CallAnalysisJobPayload {
  analysisId: number;
}
