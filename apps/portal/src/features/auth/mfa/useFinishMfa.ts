import { useCallback } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';

/** Ends the second factor: nothing is pending any more, and the user goes to the saved target or `/`. */
export function useFinishMfa(): () => void {
  const { mfaState, returnTargets, navigate, notifier } = usePortalRuntime();
  return useCallback(() => {
    mfaState.clear();
    // Failed attempts' messages stay until closed; they have no meaning once the second factor is done.
    notifier.clear();
    navigate(returnTargets.get() ?? '/', { replace: true });
  }, [mfaState, returnTargets, navigate, notifier]);
}
