import { type Scheduler, systemScheduler, VERSION_CHECK_INTERVAL_MS } from '@carecall/api-client';

/** Options of {@link createVersionCheck}. */
export interface VersionCheckOptions {
  /** Reads `/version.json` past every cache. */
  fetchVersion: () => Promise<{ version: string }>;
  /** The version this tab runs; null until known. */
  getKnownVersion: () => string | null;
  setKnownVersion: (version: string) => void;
  /** Another version is deployed: tell the user, reset, reload. */
  onNewVersion: (version: string) => void;
  intervalMs?: number;
  scheduler?: Scheduler;
}

/** What one check found. */
export type VersionCheckResult = 'same' | 'new' | 'failed';

/** The periodic version check. */
export interface VersionCheck {
  start(): void;
  stop(): void;
  checkNow(): Promise<VersionCheckResult>;
}

/**
 * Polls `/version.json` every 10 minutes; a version other than the one this tab runs calls `onNewVersion` once and
 * stops polling. A failed poll (offline, deploying) is tried again at the next tick.
 */
export function createVersionCheck(options: VersionCheckOptions): VersionCheck {
  const scheduler = options.scheduler ?? systemScheduler;
  const intervalMs = options.intervalMs ?? VERSION_CHECK_INTERVAL_MS;
  let timer: unknown;
  let running = false;

  async function checkNow(): Promise<VersionCheckResult> {
    let version: string;
    try {
      ({ version } = await options.fetchVersion());
    } catch {
      return 'failed';
    }
    const known = options.getKnownVersion();
    if (known === null) {
      options.setKnownVersion(version);
      return 'same';
    }
    if (version === known) return 'same';
    running = false;
    scheduler.clearTimeout(timer);
    options.onNewVersion(version);
    return 'new';
  }

  function scheduleNext(): void {
    timer = scheduler.setTimeout(() => {
      void checkNow().then(() => {
        if (running) scheduleNext();
      });
    }, intervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      scheduleNext();
    },
    stop() {
      running = false;
      scheduler.clearTimeout(timer);
    },
    checkNow,
  };
}
