/** The history events wouter's browser location reacts to; `pushState`/`replaceState` are wouter's own. */
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/**
 * Calls `onNavigate` with the new path and query whenever the address changes, synchronously and before React
 * renders the next screen, so per-navigation bookkeeping (clearing the current client, remembering the return
 * target) is done before that screen's own effects run. Returns the unsubscribe.
 */
export function watchNavigation(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>,
  onNavigate: (pathname: string, search: string) => void,
): () => void {
  let last = '';
  const listener = () => {
    const { pathname, search } = target.location;
    const current = `${pathname}${search}`;
    if (current === last) return;
    last = current;
    onNavigate(pathname, search);
  };
  for (const event of NAVIGATION_EVENTS) target.addEventListener(event, listener);
  listener();
  return () => {
    for (const event of NAVIGATION_EVENTS) target.removeEventListener(event, listener);
  };
}
