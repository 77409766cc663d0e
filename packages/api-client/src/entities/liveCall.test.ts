import { describe, expect, it } from 'vitest';
import { isCallLive, LIVE_CALL_HOLD_MS, type LiveCallStatuses } from './liveCall.ts';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

function call(overrides: Partial<LiveCallStatuses>): LiveCallStatuses {
  return {
    patient_dial_status: 'ringing',
    interviewer_call_status: 'in-progress',
    is_dry_run: false,
    date_created: new Date(NOW - 60_000).toISOString(),
    ...overrides,
  };
}

describe('isCallLive', () => {
  it('keeps a call live until its client leg ends', () => {
    for (const status of ['queued', 'initiated', 'ringing', 'in-progress'])
      expect(isCallLive(call({ patient_dial_status: status }), NOW)).toBe(true);
    for (const status of ['canceled', 'failed', 'busy', 'no-answer', 'completed'])
      expect(isCallLive(call({ patient_dial_status: status }), NOW)).toBe(false);
  });

  it('does not count a call whose operator leg is only queued', () => {
    expect(isCallLive(call({ interviewer_call_status: 'queued' }), NOW)).toBe(false);
    expect(isCallLive(call({ interviewer_call_status: null }), NOW)).toBe(true);
  });

  it('keeps a dry run live while its operator leg has not ended', () => {
    const dryRun = { is_dry_run: true, patient_dial_status: null };
    expect(isCallLive(call({ ...dryRun, interviewer_call_status: null }), NOW)).toBe(true);
    expect(isCallLive(call({ ...dryRun, interviewer_call_status: 'in-progress' }), NOW)).toBe(true);
    expect(isCallLive(call({ ...dryRun, interviewer_call_status: 'completed' }), NOW)).toBe(false);
    expect(isCallLive(call({ ...dryRun, interviewer_call_status: 'canceled' }), NOW)).toBe(false);
  });

  it('takes a call older than the hold as lost', () => {
    const old = new Date(NOW - LIVE_CALL_HOLD_MS - 1).toISOString();
    expect(isCallLive(call({ date_created: old }), NOW)).toBe(false);
    expect(isCallLive(call({ date_created: new Date(NOW - LIVE_CALL_HOLD_MS).toISOString() }), NOW)).toBe(true);
  });
});
