import { useEffect } from 'react';

/** Asks the browser to confirm before the page is closed or reloaded while `active` (a call is live). */
export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least require) a return value.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}
