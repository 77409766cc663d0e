import type { CallAnalysis } from '@carecall/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCall } from '../testing/callFixtures.ts';
import { VoiceAnalysisCharts } from './VoiceAnalysisCharts.tsx';

const CALLS = 'GET /api/user/patient/11/call/calls';

function analysed(id: number, day: number, level: number, rate: number, score: number) {
  const base = buildCall().callAnalysisLatest as CallAnalysis;
  return buildCall({
    id,
    start_date: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
    callAnalysisLatest: {
      ...base,
      anomaly_type: level,
      voice_score: score,
      measures: {
        durationSeconds: 60,
        speechSeconds: 40,
        pauseCount: 8,
        syllableCount: 120,
        pitchRangeSemitones: 8,
        speakingRate: rate,
        pauseRatio: 0.2,
        pitchMeanHz: 180,
        pitchSdSemitones: 2,
        loudnessDbfs: -20,
        sufficient: true,
      },
    } as CallAnalysis,
  });
}

describe('VoiceAnalysisCharts', () => {
  it('charts each measure over the analysed calls and marks the flagged ones, with the alert threshold', async () => {
    const calls = [
      analysed(503, 3, 2, 2.1, 0.9),
      analysed(502, 2, 0, 3.9, 0.2),
      analysed(501, 1, 0, 4.1, 0.1),
      buildCall({ id: 500, callAnalysisLatest: null }),
    ];
    const context = createTestRuntime({ backend: createFakeBackend({ [CALLS]: { body: { calls } } }) });
    startSignedInSession(context.runtime, { settings: { ...ALL_ON_SETTINGS, 'callsAnalysis.thresholds.alert': 0.7 } });
    renderWithRuntime(<VoiceAnalysisCharts patientId={11} />, context.runtime);
    const rate = await screen.findByRole('img', { name: 'Speaking rate (syllables/s) over 3 calls, 1 flagged' });
    const points = [...rate.querySelectorAll('circle')];
    expect(points.map((point) => point.getAttribute('data-call-id'))).toEqual(['501', '502', '503']);
    expect(points.map((point) => point.getAttribute('class'))).toEqual([
      'cc-voice-chart__point',
      'cc-voice-chart__point',
      'cc-voice-chart__flag cc-voice-chart__flag--2',
    ]);
    // The slowest call sits lowest on the chart.
    expect(Number(points[2]?.getAttribute('cy'))).toBeGreaterThan(Number(points[0]?.getAttribute('cy')));
    const score = screen.getByRole('img', { name: 'Voice score over 3 calls, 1 flagged' });
    expect(score.querySelector('.cc-voice-chart__threshold')).toBeTruthy();
    expect(within(score).getByText('Alert threshold 0.7')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('says so when no call was analysed yet', async () => {
    const context = createTestRuntime({
      backend: createFakeBackend({ [CALLS]: { body: { calls: [buildCall({ callAnalysisLatest: null })] } } }),
    });
    startSignedInSession(context.runtime);
    renderWithRuntime(<VoiceAnalysisCharts patientId={11} />, context.runtime);
    expect(await screen.findByText('No analysed calls yet')).toBeTruthy();
  });
});
