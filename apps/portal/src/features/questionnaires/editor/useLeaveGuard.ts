import { useEffect, useRef } from 'react';

/** Marks the history entry the guard pushes on top of the editor's own, so Back lands on the editor again first. */
const GUARD_STATE_KEY = 'ccLeaveGuard';

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_STATE_KEY] === true;
}

function pushGuardEntry(view: Window): void {
  const state = typeof view.history.state === 'object' && view.history.state !== null ? view.history.state : {};
  view.history.pushState({ ...state, [GUARD_STATE_KEY]: true }, '', view.location.href);
}

/**
 * Asks before the page is left with unsaved changes: the browser's own prompt on reload, close or an outside address;
 * `confirmLeave` (a translated confirm) on a link inside the portal that leaves the editor's route, and on the
 * browser's Back button. For Back, the guard keeps one entry of the same address on top of the editor's: pressing
 * Back returns to the editor's own entry (the router sees no change) and then asks; refusing puts the entry back,
 * agreeing goes back once more for real.
 */
export function useLeaveGuard(active: boolean, confirmLeave: () => boolean, routePrefix: string): void {
  // Dropping the guard entry (history.back) completes later; a guard set up again meanwhile must not take that
  // step for the user's own Back.
  const removing = useRef(false);
  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    // In-app links are anchors handled by the router; catch them before it does.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.toLowerCase().startsWith(routePrefix.toLowerCase()))
        return;
      if (confirmLeave()) leaving = true;
      else {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    const onPopState = (event: PopStateEvent) => {
      // Forward onto the guard entry again, or the second step of an agreed Back: nothing to ask.
      if (leaving || isGuardEntry(event.state)) return;
      if (removing.current) {
        removing.current = false;
        pushGuardEntry(window);
        return;
      }
      if (confirmLeave()) {
        leaving = true;
        window.history.back();
      } else pushGuardEntry(window);
    };
    if (!isGuardEntry(window.history.state)) {
      removing.current = false;
      pushGuardEntry(window);
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // Saved or cancelled while still here: drop the guard entry, so the next Back is not a step that does nothing.
      if (!leaving && isGuardEntry(window.history.state)) {
        removing.current = true;
        window.history.back();
      }
    };
  }, [active, confirmLeave, routePrefix]);
}
