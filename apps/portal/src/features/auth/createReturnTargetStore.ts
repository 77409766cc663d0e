import { STORAGE_KEYS } from '../../app/storageKeys.ts';
import { sanitizeReturnTarget } from './sanitizeReturnTarget.ts';

/** Where the user goes back to after sign-in and the second factor, kept for the tab across the redirects. */
export interface ReturnTargetStore {
  get(): string | null;
  /** Remembers a path with its query, unless it is excluded or not a path of this origin. */
  remember(target: string): void;
  clear(): void;
}

/** Creates the store over the tab's session storage (injected for tests). */
export function createReturnTargetStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): ReturnTargetStore {
  return {
    get: () => sanitizeReturnTarget(storage.getItem(STORAGE_KEYS.returnTarget)),
    remember(target) {
      const safe = sanitizeReturnTarget(target);
      if (safe) storage.setItem(STORAGE_KEYS.returnTarget, safe);
    },
    clear: () => storage.removeItem(STORAGE_KEYS.returnTarget),
  };
}
