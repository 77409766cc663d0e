/** Something that happened that other parts (live call screens, schedulers) may react to. */
export interface AppEvent {
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Publishes events to every subscriber. The in-process implementation serves one instance; several instances on one
 * PostgreSQL swap in an implementation over LISTEN/NOTIFY without touching publishers or subscribers.
 */
export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe(topic: string, listener: (event: AppEvent) => void): () => void;
  close(): Promise<void>;
}

/** The single-instance event bus. */
export function createLocalEventBus(): EventBus {
  const listeners = new Map<string, Set<(event: AppEvent) => void>>();
  return {
    async publish(event) {
      for (const listener of listeners.get(event.topic) ?? []) listener(event);
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => set.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
