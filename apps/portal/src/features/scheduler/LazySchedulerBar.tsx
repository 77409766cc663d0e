import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { isSchedulerBarShown } from './isSchedulerBarShown.ts';

const SchedulerBar = lazy(() => import('./SchedulerBar.tsx').then((module) => ({ default: module.SchedulerBar })));

/**
 * The scheduler bar's place below the menu: only lift operators load and see it (others download nothing of it),
 * never during a live call, and not on a call opened from the scheduler until that call ends.
 */
export function LazySchedulerBar() {
  const user = usePortalStore((state) => state.user);
  const liveCallActive = usePortalStore((state) => state.liveCallActive);
  const offerNext = usePortalStore((state) => state.schedulerOfferNext);
  const search = useSearch();
  if (!isSchedulerBarShown({ user, liveCallActive, search, offerNext })) return null;
  return (
    <Suspense fallback={null}>
      <SchedulerBar />
    </Suspense>
  );
}
