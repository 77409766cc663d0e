import type { ToastApi } from '@carecall/ui';
import { useMemo } from 'react';
import { usePortalRuntime } from './usePortalRuntime.ts';

/**
 * Shows toasts from a screen: the same API as @carecall/ui's `useToast`, through the runtime's notifier, so screens
 * need no toast provider above them and the toast component loads only when something is said.
 */
export function usePortalToast(): ToastApi {
  const { notifier } = usePortalRuntime();
  return useMemo<ToastApi>(
    () => ({
      show: (message) => notifier.show(message),
      success: (summary, detail) => notifier.show({ severity: 'success', summary, detail }),
      info: (summary, detail) => notifier.show({ severity: 'info', summary, detail }),
      warn: (summary, detail) => notifier.show({ severity: 'warn', summary, detail }),
      error: (summary, detail) => notifier.show({ severity: 'error', summary, detail }),
      clear: () => notifier.clear(),
    }),
    [notifier],
  );
}
