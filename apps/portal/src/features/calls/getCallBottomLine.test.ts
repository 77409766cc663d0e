import type { CallAnalysis } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getCallBottomLine } from './getCallBottomLine.ts';
import { buildCall } from './testing/callFixtures.ts';

const analysis = (response_status: number, anomaly_type: number) =>
  ({ ...(buildCall().callAnalysisLatest as CallAnalysis), response_status, anomaly_type }) as CallAnalysis;

describe('getCallBottomLine', () => {
  it('names the analysis status, and the anomaly level once complete', () => {
    expect(getCallBottomLine({ status: null, callAnalysisLatest: analysis(12, 1) })).toEqual({
      statusKey: 'analysis.status.12',
      anomalyKey: 'analysis.anomaly.1',
      anomalyLevel: 1,
    });
    expect(getCallBottomLine({ status: null, callAnalysisLatest: analysis(8, 2) }).anomalyKey).toBeNull();
    expect(getCallBottomLine({ status: null, callAnalysisLatest: analysis(-12, -1) }).statusKey).toBe(
      'analysis.status.-12',
    );
    expect(getCallBottomLine({ status: 3, callAnalysisLatest: null }).statusKey).toBe('analysis.status.none');
    expect(getCallBottomLine({ status: 12, callAnalysisLatest: analysis(12, -1) }).anomalyKey).toBeNull();
  });
});
