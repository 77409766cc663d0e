import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard.ts';

const EDITOR = '/client/7/botcalls';

function waitForPopState(): Promise<PopStateEvent> {
  return new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
}

describe('useLeaveGuard and the Back button', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/PatientList');
    window.history.pushState(null, '', EDITOR);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks on Back and stays on the editor when refused', async () => {
    const confirmLeave = vi.fn(() => false);
    const { unmount } = renderHook(() => useLeaveGuard(true, confirmLeave, EDITOR));
    const length = window.history.length;

    const popped = waitForPopState();
    window.history.back();
    await popped;

    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe(EDITOR);
    // The guard entry is back on top, so the next Back asks again.
    expect(window.history.length).toBe(length);
    expect(window.history.state).toMatchObject({ ccLeaveGuard: true });
    unmount();
  });

  it('leaves the editor on Back when agreed, asking only once', async () => {
    const confirmLeave = vi.fn(() => true);
    renderHook(() => useLeaveGuard(true, confirmLeave, EDITOR));

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/PatientList'));
    expect(confirmLeave).toHaveBeenCalledTimes(1);
  });

  it('drops its history entry once nothing is unsaved, so Back is never a step that does nothing', async () => {
    const confirmLeave = vi.fn(() => true);
    const { rerender } = renderHook(({ active }) => useLeaveGuard(active, confirmLeave, EDITOR), {
      initialProps: { active: true },
    });
    expect(window.history.state).toMatchObject({ ccLeaveGuard: true });

    const popped = waitForPopState();
    rerender({ active: false });
    await popped;
    expect(window.history.state).toBeNull();
    expect(window.location.pathname).toBe(EDITOR);
    expect(confirmLeave).not.toHaveBeenCalled();
  });
});
