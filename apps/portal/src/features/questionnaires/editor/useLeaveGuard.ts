import { useEffect } from 'react';

/**
 * Asks before the page is left with unsaved changes: the browser's own prompt on reload, close or an outside address,
 * and `confirmLeave` (a translated confirm) on a link inside the portal that leaves the editor's route.
 */
export function useLeaveGuard(active: boolean, confirmLeave: () => boolean, routePrefix: string): void {
  useEffect(() => {
    if (!active) return;
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
      if (!confirmLeave()) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, confirmLeave, routePrefix]);
}
