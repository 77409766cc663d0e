import { VERSION_CHECK_INTERVAL_MS } from '@carecall/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionCheck } from './createVersionCheck.ts';

describe('createVersionCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(versions: (string | Error)[], known: string | null = '1.0.0') {
    let stored = known;
    const fetchVersion = vi.fn(async () => {
      const next = versions.shift() ?? '1.0.0';
      if (next instanceof Error) throw next;
      return { version: next };
    });
    const onNewVersion = vi.fn();
    const check = createVersionCheck({
      fetchVersion,
      getKnownVersion: () => stored,
      setKnownVersion: (version) => {
        stored = version;
      },
      onNewVersion,
    });
    return { check, fetchVersion, onNewVersion, getStored: () => stored };
  }

  it('asks every 10 minutes and stays quiet while the version is the same', async () => {
    const { check, fetchVersion, onNewVersion } = setUp(['1.0.0', '1.0.0']);
    check.start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    check.stop();
  });

  it('announces a new version once and stops asking', async () => {
    const { check, fetchVersion, onNewVersion } = setUp(['1.0.0', '1.1.0']);
    check.start();
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('1.1.0');
    await vi.advanceTimersByTimeAsync(5 * VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('tries again at the next tick after a failed poll', async () => {
    const { check, onNewVersion } = setUp([new Error('offline'), '2.0.0']);
    check.start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('2.0.0');
  });

  it('learns the version when none is known yet', async () => {
    const { check, getStored, onNewVersion } = setUp(['3.0.0'], null);
    expect(await check.checkNow()).toBe('same');
    expect(getStored()).toBe('3.0.0');
    expect(onNewVersion).not.toHaveBeenCalled();
  });
});
