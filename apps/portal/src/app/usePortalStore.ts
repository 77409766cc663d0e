import { useSyncExternalStore } from 'react';
import type { PortalState } from './createPortalStore.ts';
import { usePortalRuntime } from './usePortalRuntime.ts';

/** Reads one value of the session store and re-renders when it changes; select a field, not a new object. */
export function usePortalStore<T>(selector: (state: PortalState) => T): T {
  const { store } = usePortalRuntime();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
