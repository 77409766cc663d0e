import type { ToastMessage } from '@carecall/ui';

/** Where the notifier's messages go once the toasts are on screen. */
export interface NotifierSink {
  show(message: ToastMessage): void;
  clear(): void;
}

/**
 * The portal's way to show toasts, from React or not (the api client's logout notice, the version check): messages
 * wait in a queue until the toast host binds itself, then go straight to it. The host is loaded with the first
 * message, so the toast component is not part of the first download.
 */
export interface Notifier {
  show(message: ToastMessage): void;
  clear(): void;
  /** Connects the toast host; returns the disconnect. */
  bind(sink: NotifierSink): () => void;
  /** Whether messages wait for a host. */
  hasQueued(): boolean;
  /** Called when a message is queued while no host is bound; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates a notifier with an empty queue. */
export function createNotifier(): Notifier {
  let sink: NotifierSink | null = null;
  const queue: ToastMessage[] = [];
  const listeners = new Set<() => void>();
  return {
    show(message) {
      if (sink) {
        sink.show(message);
        return;
      }
      queue.push(message);
      for (const listener of listeners) listener();
    },
    clear() {
      queue.length = 0;
      sink?.clear();
    },
    bind(next) {
      sink = next;
      for (const message of queue.splice(0)) next.show(message);
      return () => {
        if (sink === next) sink = null;
      };
    },
    hasQueued: () => queue.length > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
