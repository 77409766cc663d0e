import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityMonitor } from './createInactivityMonitor.ts';
import { isExemptFromInactivityCheck } from './isExemptFromInactivityCheck.ts';

const MINUTE = 60_000;

describe('createInactivityMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(options: { callActive?: () => boolean } = {}) {
    const onExpire = vi.fn();
    const monitor = createInactivityMonitor({
      limitMs: 30 * MINUTE,
      onExpire,
      isCallActive: options.callActive,
    });
    return { monitor, onExpire };
  }

  it('expires once after the limit without activity', () => {
    const { monitor, onExpire } = start();
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(monitor.isExpired()).toBe(true);
    vi.advanceTimersByTime(60 * MINUTE);
    monitor.recordActivity();
    monitor.checkOnRequest('/api/user/patient');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starts the limit again with each mouse move or touch', () => {
    const { monitor, onExpire } = start();
    vi.advanceTimersByTime(20 * MINUTE);
    monitor.recordActivity();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires on a request sent after the limit, before its timer', () => {
    const { monitor, onExpire } = start();
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    monitor.checkOnRequest('http://localhost/api/user/settings');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('leaves requests within the limit alone', () => {
    const { monitor, onExpire } = start();
    vi.advanceTimersByTime(10 * MINUTE);
    monitor.checkOnRequest('http://localhost/api/user/settings');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('does not count call polling while a call is active, and keeps the session while it lasts', () => {
    let inCall = true;
    const { monitor, onExpire } = start({ callActive: () => inCall });
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    monitor.checkOnRequest('http://localhost/api/user/scheduler/scheduling/getNextCallee?userLanguage=en-US');
    monitor.checkOnRequest('http://localhost/api/user/patient/12/call/345?t=1');
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    inCall = false;
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const { monitor, onExpire } = start();
    monitor.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    monitor.checkOnRequest('/api/user/settings');
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('isExemptFromInactivityCheck', () => {
  it('exempts only the next-callee and current-call polling, only during a call', () => {
    const nextCallee = '/api/user/scheduler/scheduling/getNextCallee?userLanguage=en-US';
    const currentCall = 'http://localhost:3000/api/user/patient/12/call/345?t=99';
    expect(isExemptFromInactivityCheck(nextCallee, true)).toBe(true);
    expect(isExemptFromInactivityCheck(currentCall, true)).toBe(true);
    expect(isExemptFromInactivityCheck(nextCallee, false)).toBe(false);
    expect(isExemptFromInactivityCheck('/api/user/patient/12/call/calls', true)).toBe(false);
    expect(isExemptFromInactivityCheck('/api/user/patient/12/call/345/note', true)).toBe(false);
  });
});
