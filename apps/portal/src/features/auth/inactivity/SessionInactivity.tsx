import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { createInactivityMonitor } from './createInactivityMonitor.ts';

const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog.tsx').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** What counts as the user being there (mouse moves, touches and typing). */
const ACTIVITY_EVENTS = ['mousemove', 'touchstart', 'keydown'] as const;

/**
 * The session inactivity timeout: on while `userLogOut.enabled`, after `userLogOut.timeInMin` minutes
 * without activity the alert 'Your session has expired. Please log in again' appears; OK remembers the current page
 * as the return target and logs out.
 */
export function SessionInactivity() {
  const { inactivity, callActivity, session } = usePortalRuntime();
  const enabled = usePortalStore((state) => state.settings?.['userLogOut.enabled'] === true);
  const minutes = usePortalStore((state) => state.settings?.['userLogOut.timeInMin'] ?? null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!enabled || minutes === null) return;
    const monitor = createInactivityMonitor({
      limitMs: minutes * 60_000,
      isCallActive: callActivity.isActive,
      onExpire: () => setExpired(true),
    });
    inactivity.current = monitor;
    const onActivity = () => monitor.recordActivity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      monitor.stop();
      if (inactivity.current === monitor) inactivity.current = null;
    };
  }, [enabled, minutes, inactivity, callActivity]);

  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog
        onAcknowledge={() => {
          void session.logout({ returnTarget: `${window.location.pathname}${window.location.search}` });
        }}
      />
    </Suspense>
  );
}
