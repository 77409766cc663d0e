/**
 * Whether a call is in progress, for the session inactivity check (the polling of the next callee and the
 * current call does not count as activity while a call is active). The live-call screen sets it.
 */
export interface CallActivityFlag {
  isActive(): boolean;
  setActive(active: boolean): void;
}

/** Creates the flag, off. */
export function createCallActivityFlag(): CallActivityFlag {
  let active = false;
  return {
    isActive: () => active,
    setActive(next) {
      active = next;
    },
  };
}
