import { ANALYSIS_STATUS } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { buildCall } from '../testing/callFixtures.ts';
import { ANALYSIS_POLL_MS, getCallListPollInterval, LIVE_CALL_POLL_MS, RECORDING_POLL_MS } from './useCallListQuery.ts';

describe('getCallListPollInterval', () => {
  it('reads the list again while a bot call waits, dials, rings or talks', () => {
    for (const status of ['queued', 'initiated', 'ringing', 'in-progress']) {
      const call = buildCall({ product: 'bot', patient_dial_status: status, interviewer_call_status: 'queued' });
      expect(getCallListPollInterval([buildCall(), call])).toBe(LIVE_CALL_POLL_MS);
    }
    expect(getCallListPollInterval([buildCall({ ongoing: true })])).toBe(LIVE_CALL_POLL_MS);
  });

  it('reads it again while an analysis runs, and stops once every call ended and every analysis is done', () => {
    const analysis = buildCall().callAnalysisLatest;
    if (!analysis) throw new Error('the fixture has an analysis');
    const analysing = buildCall({ callAnalysisLatest: { ...analysis, response_status: ANALYSIS_STATUS.pending } });
    expect(getCallListPollInterval([analysing])).toBe(ANALYSIS_POLL_MS);
    for (const status of ['completed', 'busy', 'no-answer', 'failed', 'canceled'])
      expect(getCallListPollInterval([buildCall({ product: 'bot', patient_dial_status: status })])).toBe(false);
    expect(getCallListPollInterval([])).toBe(false);
    expect(getCallListPollInterval(undefined)).toBe(false);
  });

  it('reads it again only while a recorded call’s recording is being prepared', () => {
    const preparing = buildCall({ recording_status: 'preparing', temp_download_link: null });
    expect(getCallListPollInterval([buildCall(), preparing])).toBe(RECORDING_POLL_MS);
    // A server without the field: a recorded call without a link is being prepared.
    expect(getCallListPollInterval([buildCall({ temp_download_link: null })])).toBe(RECORDING_POLL_MS);
    expect(getCallListPollInterval([buildCall({ recording_status: 'ready' })])).toBe(false);
    expect(
      getCallListPollInterval([buildCall({ was_recorded: false, recording_status: 'none', temp_download_link: null })]),
    ).toBe(false);
  });
});
