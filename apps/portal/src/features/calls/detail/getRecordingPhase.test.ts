import { describe, expect, it } from 'vitest';
import { buildCallRecord } from '../testing/callFixtures.ts';
import { getRecordingPhase, isFailedCallRecord } from './getRecordingPhase.ts';

const call = (overrides: Parameters<typeof buildCallRecord>[0]) => buildCallRecord(overrides);

describe('recording phases', () => {
  it('fails bot calls whose interviewer leg did not complete, and others whose client leg failed or is unknown', () => {
    expect(isFailedCallRecord(call({ product: 'bot', interviewer_call_status: 'busy' }))).toBe(true);
    expect(isFailedCallRecord(call({ product: 'bot', patient_dial_status: null }))).toBe(false);
    expect(isFailedCallRecord(call({ patient_dial_status: 'no-answer' }))).toBe(true);
    expect(isFailedCallRecord(call({ patient_dial_status: 'mystery' }))).toBe(true);
    expect(isFailedCallRecord(call({ patient_dial_status: null }))).toBe(true);
    expect(isFailedCallRecord(call({ interviewer_call_status: 'in-progress', patient_dial_status: null }))).toBe(false);
  });

  it('stops when not recorded, waits for the link of a finished call, and retries other states', () => {
    expect(getRecordingPhase(call({}))).toBe('ready');
    expect(getRecordingPhase(call({ was_recorded: false }))).toBe('notRecorded');
    expect(getRecordingPhase(call({ temp_download_link: null }))).toBe('waitingLink');
    expect(
      getRecordingPhase(call({ product: 'bot', patient_dial_status: 'no-answer', temp_download_link: null })),
    ).toBe('waitingLink');
    expect(getRecordingPhase(call({ ongoing: true }))).toBe('retry');
    expect(getRecordingPhase(call({ interviewer_call_status: 'queued', patient_dial_status: 'ringing' }))).toBe(
      'retry',
    );
    expect(getRecordingPhase(call({ patient_dial_status: 'busy' }))).toBe('failed');
  });
});
