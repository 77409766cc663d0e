import { settingsSchema } from '@carecall/api-client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { SessionInactivity } from './SessionInactivity.tsx';

describe('SessionInactivity', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    vi.useRealTimers();
  });

  function setUp(settings = ALL_ON_SETTINGS) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const context = createTestRuntime({ at: '/Users?x=1' });
    dispose = context.runtime.dispose;
    context.runtime.store.update({ settings: settingsSchema.parse(settings) });
    renderWithRuntime(<SessionInactivity />, context.runtime);
    return context;
  }

  it("alerts 'Your session has expired. Please log in again' after the set minutes without activity", async () => {
    const { runtime, auth } = setUp();
    await act(async () => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    window.dispatchEvent(new MouseEvent('mousemove'));
    await act(async () => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(dialog.textContent).toContain('Your session has expired. Please log in again');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(runtime.returnTargets.get()).toBe('/Users?x=1');
  });

  it('checks requests against the limit while it runs', async () => {
    const { runtime } = setUp();
    expect(runtime.inactivity.current).not.toBeNull();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    await act(async () => {
      runtime.inactivity.current?.checkOnRequest('/api/user/settings');
    });
    expect(await screen.findByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
  });

  it('stays off unless the setting turns it on', async () => {
    const { runtime } = setUp({ ...ALL_ON_SETTINGS, 'userLogOut.enabled': false });
    expect(runtime.inactivity.current).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(120 * 60_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
