import type { ToastMessage } from '@carecall/ui';
import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './createNotifier.ts';

const message: ToastMessage = { severity: 'warn', summary: 'browser not supported, please use chrome' };

describe('createNotifier', () => {
  it('keeps messages until the toast host binds, then delivers them in order', () => {
    const notifier = createNotifier();
    const wake = vi.fn();
    notifier.subscribe(wake);
    notifier.show(message);
    notifier.show({ ...message, summary: 'second' });
    expect(wake).toHaveBeenCalledTimes(2);
    expect(notifier.hasQueued()).toBe(true);
    const show = vi.fn();
    notifier.bind({ show, clear: vi.fn() });
    expect(show.mock.calls.map(([shown]) => shown.summary)).toEqual([message.summary, 'second']);
    expect(notifier.hasQueued()).toBe(false);
  });

  it('delivers at once while bound, and queues again after the host leaves', () => {
    const notifier = createNotifier();
    const show = vi.fn();
    const unbind = notifier.bind({ show, clear: vi.fn() });
    notifier.show(message);
    expect(show).toHaveBeenCalledTimes(1);
    unbind();
    notifier.show(message);
    expect(show).toHaveBeenCalledTimes(1);
    expect(notifier.hasQueued()).toBe(true);
  });

  it('clears the queue and the toasts on screen', () => {
    const notifier = createNotifier();
    notifier.show(message);
    notifier.clear();
    expect(notifier.hasQueued()).toBe(false);
    const clear = vi.fn();
    notifier.bind({ show: vi.fn(), clear });
    notifier.clear();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
