import { ANALYSIS_STATUS, type CallListItem } from '@carecall/api-client';

const KNOWN_STATUSES = new Set<number>(Object.values(ANALYSIS_STATUS));

/** The translation keys (namespace `calls`) that sum a call up: its analysis status and, once complete, its anomaly. */
export interface BottomLine {
  statusKey: string;
  anomalyKey: string | null;
  /** 0 none, 1 voice anomaly, 2 significant voice anomaly; null when not analysed. */
  anomalyLevel: number | null;
}

/**
 * A call's bottom line: the analysis status of its latest analysis (0 no call, 5 not enough data, 7 pending, 8 in
 * progress, 12 complete, -12 unable to analyze, any other value no analysis) and, when complete, its anomaly level
 * (0 none, 1 voice anomaly, 2 significant voice anomaly; an unknown type, -1, names none).
 */
export function getCallBottomLine(call: Pick<CallListItem, 'callAnalysisLatest' | 'status'>): BottomLine {
  const analysis = call.callAnalysisLatest;
  const status = analysis?.response_status ?? call.status;
  const known = status !== null && status !== undefined && KNOWN_STATUSES.has(status);
  const statusKey = `analysis.status.${known ? status : 'none'}`;
  const level = analysis?.anomaly_type ?? -1;
  if (status !== ANALYSIS_STATUS.complete || level < 0 || level > 2)
    return { statusKey, anomalyKey: null, anomalyLevel: null };
  return { statusKey, anomalyKey: `analysis.anomaly.${level}`, anomalyLevel: level };
}
