import type { MfaRequiredPhase } from '@carecall/api-client';
import { STORAGE_KEYS } from '../../app/storageKeys.ts';

const PHASES: readonly string[] = ['MFA_PHONE_NUMBER_REQUIRED', 'MFA_CODE_IS_REQUIRED'];

/**
 * Whether the server asked for the second factor and it is not done yet: while pending, the guard lets the
 * multi-factor screen render without loading user details (which would only ask again).
 */
export interface MfaState {
  getPendingPhase(): MfaRequiredPhase | null;
  setPending(phase: MfaRequiredPhase): void;
  clear(): void;
  /** A code went out in this page's life (after phone entry, say), so the code screen need not send another. */
  wasCodeSent(): boolean;
  markCodeSent(sent: boolean): void;
}

/** Creates the state over the tab's session storage, so a reload of the multi-factor screen stays on it. */
export function createMfaState(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): MfaState {
  let codeSent = false;
  return {
    getPendingPhase() {
      const stored = storage.getItem(STORAGE_KEYS.mfaPending);
      return stored !== null && PHASES.includes(stored) ? (stored as MfaRequiredPhase) : null;
    },
    setPending: (phase) => storage.setItem(STORAGE_KEYS.mfaPending, phase),
    clear() {
      codeSent = false;
      storage.removeItem(STORAGE_KEYS.mfaPending);
    },
    wasCodeSent: () => codeSent,
    markCodeSent(sent) {
      codeSent = sent;
    },
  };
}
