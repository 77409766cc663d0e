import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortalRuntime } from './usePortalRuntime.ts';

const ToastHost = lazy(() => import('./ToastHost.tsx').then((module) => ({ default: module.ToastHost })));

/** Mounts the toast host when the first message arrives, keeping PrimeReact's toast out of the first download. */
export function LazyToastHost() {
  const { notifier } = usePortalRuntime();
  const [needed, setNeeded] = useState(() => notifier.hasQueued());
  useEffect(() => {
    if (needed) return;
    if (notifier.hasQueued()) setNeeded(true);
    return notifier.subscribe(() => setNeeded(true));
  }, [notifier, needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
