import { useCallback, useEffect, useState } from 'react';

/** Client list paging: 20 first, 30 more each time the bottom is reached. */
export const CLIENT_PAGE = { first: 20, more: 30 } as const;

/**
 * How many rows to render and a ref for a sentinel element below them: when the sentinel scrolls into view, 30 more
 * rows are shown. The count goes back to 20 whenever `resetKey` changes (a new search, sort or filter). The observer
 * is renewed after each step, so a sentinel still in view (a tall window) keeps loading until it leaves.
 */
export function useSentinelPaging(total: number, resetKey: string) {
  const [state, setState] = useState<{ key: string; count: number }>({ key: resetKey, count: CLIENT_PAGE.first });
  const count = state.key === resetKey ? state.count : CLIENT_PAGE.first;
  if (state.key !== resetKey) setState({ key: resetKey, count: CLIENT_PAGE.first });
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const hasMore = count < total;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` renews the observer after each step (see above)
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        setState((current) => ({ key: current.key, count: current.count + CLIENT_PAGE.more }));
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, count]);

  return { visibleCount: Math.min(count, total), hasMore, sentinelRef: useCallback(setSentinel, []) };
}
