import { type MouseEvent, useCallback } from 'react';
import { usePortalRuntime } from './usePortalRuntime.ts';

/**
 * An `onClick` for the portal's own links: a plain left click moves inside the portal, while a click with a modifier
 * (new tab, new window) or another button is left to the browser, so every link keeps its real `href`.
 */
export function useLinkClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { navigate } = usePortalRuntime();
  return useCallback(
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(event.currentTarget.getAttribute('href') ?? '/');
    },
    [navigate],
  );
}
