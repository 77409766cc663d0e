import { CALL_UPDATE_TOPIC, type CallUpdate, callUpdateEventSchema } from '../callSession/callSessionMessages.ts';
import type { EventBus } from '../events/EventBus.ts';

/**
 * The latest update of each kind per running call, so a live call screen that connects late (a refresh, a second
 * screen) starts from what the session last said rather than from nothing. A call's updates are forgotten when its
 * session or its conference ends. It holds what this instance's event bus carried.
 */
export function createLiveCallUpdateCache(events: EventBus): {
  latest(callId: string): CallUpdate[];
  close(): void;
} {
  const byCall = new Map<string, Map<CallUpdate['type'], CallUpdate>>();
  const stopUpdates = events.subscribe(CALL_UPDATE_TOPIC, (event) => {
    const parsed = callUpdateEventSchema.safeParse(event.payload);
    if (!parsed.success) return;
    const { callId, update } = parsed.data;
    if (update.type === 'session_ended') {
      byCall.delete(callId);
      return;
    }
    const latest = byCall.get(callId) ?? new Map();
    latest.set(update.type, update);
    byCall.set(callId, latest);
  });
  const stopTelephony = events.subscribe('telephony', (event) => {
    if (event.payload.type === 'conference-ended') byCall.delete(String(event.payload.callId));
  });
  return {
    latest: (callId) => [...(byCall.get(callId)?.values() ?? [])],
    close() {
      stopUpdates();
      stopTelephony();
      byCall.clear();
    },
  };
}
