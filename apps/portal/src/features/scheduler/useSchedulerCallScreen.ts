import { isApiError } from '@carecall/api-client';
import { useCallback, useEffect } from 'react';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { useMarkCallExecuted } from './api/useSchedulerWrites.ts';

/** What the call screen tells the scheduler and asks of it. */
export interface SchedulerCallScreen {
  /**
   * Before a call to this client is placed from the scheduler: closes its reservation. 'unavailable' when it lapsed
   * and went to another agent (the screen says 'callee is not available' and goes home); 'ok' otherwise, also for
   * calls not from the scheduler.
   */
  claim(): Promise<'ok' | 'unavailable'>;
}

/**
 * Links the call screen to the scheduler: the bar steps aside while a call is live, a call from the scheduler closes
 * its reservation as it is placed, and once it ends the bar offers the next client.
 */
export function useSchedulerCallScreen(input: {
  patientId: number;
  fromScheduler: boolean;
  live: boolean;
  /** The last call placed here whose questionnaire was closed; null until then. */
  endedCallId: number | string | null;
}): SchedulerCallScreen {
  const runtime = usePortalRuntime();
  const markExecuted = useMarkCallExecuted();
  const { store } = runtime;

  useEffect(() => {
    store.update({ liveCallActive: input.live });
  }, [store, input.live]);
  useEffect(() => () => store.update({ liveCallActive: false }), [store]);

  useEffect(() => {
    if (!input.fromScheduler || input.endedCallId === null) return;
    store.update({ scheduledCall: null, schedulerOfferNext: true });
  }, [store, input.fromScheduler, input.endedCallId]);

  const claim = useCallback(async (): Promise<'ok' | 'unavailable'> => {
    const call = store.getState().scheduledCall;
    if (!input.fromScheduler || !call || call.patient_id !== input.patientId) return 'ok';
    try {
      await markExecuted.mutateAsync(call.id);
      return 'ok';
    } catch (error) {
      if (isApiError(error, 'CALLEE_NOT_AVAILABLE')) {
        store.update({ scheduledCall: null });
        return 'unavailable';
      }
      // Any other failure leaves the reservation to lapse; the call itself goes ahead.
      return 'ok';
    }
  }, [store, input.fromScheduler, input.patientId, markExecuted]);

  return { claim };
}
