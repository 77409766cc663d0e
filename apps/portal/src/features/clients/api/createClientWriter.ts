import { readVersionConflict, type VersionConflictBody } from '@carecall/api-client';

/** Why a write waiting behind a conflict was dropped: the user chose to load the other person's version instead. */
export class ClientWriteDiscarded extends Error {
  override readonly name = 'ClientWriteDiscarded';
  constructor() {
    super('The write was dropped: the stored client was loaded instead');
  }
}

/** Whether a failed write was dropped on purpose, which is not an error to show. */
export function isClientWriteDiscarded(error: unknown): error is ClientWriteDiscarded {
  return error instanceof ClientWriteDiscarded;
}

/** How one write meets a conflict. */
export interface ClientWriteOptions {
  /**
   * `hold` (the default) keeps the write, and every write after it, until the user decides; `reject` fails it with
   * the 409 at once, for a write nobody will be there to decide about (the save on leaving the page).
   */
  onConflict?: 'hold' | 'reject';
}

/**
 * Every write of one client goes through this, so the screens saving parts of the client (details, tags, diagnoses)
 * share its one version: writes are sent one at a time, each based on the version the previous one answered, so
 * autosaves never conflict with each other. A 409 holds the writes until the user reloads the other person's version
 * (`reload`: held writes are dropped) or saves theirs on top (`overwrite`: held writes are sent again, based on the
 * version the conflict named). The version moves only with the answers of these writes and those two decisions,
 * never with a refetch, so a background read can never make a stale form overwrite someone else's change.
 */
export interface ClientWriter {
  /** The version the next write is based on. */
  getVersion(): number;
  /** The conflict waiting for the user's decision, or null. */
  getConflict(): VersionConflictBody | null;
  /** Called whenever the conflict appears or is resolved. */
  subscribe(listener: () => void): () => void;
  /** Sends `send(version)` after the writes before it; resolves with its answer once stored. */
  write<T extends { version: number }>(send: (version: number) => Promise<T>, options?: ClientWriteOptions): Promise<T>;
  /** Sends the held writes again, based on the version the conflict named. */
  overwrite(): void;
  /** Drops the held writes (they reject with `ClientWriteDiscarded`) and continues from the conflict's version. */
  reload(): void;
}

interface Job {
  send: (version: number) => Promise<{ version: number }>;
  resolve: (answer: { version: number }) => void;
  reject: (error: unknown) => void;
  onConflict: 'hold' | 'reject';
}

/** Creates the writer of one client, starting from the version its form was loaded at. */
export function createClientWriter(initialVersion: number): ClientWriter {
  let version = initialVersion;
  let conflict: VersionConflictBody | null = null;
  let running = false;
  const queue: Job[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const pump = () => {
    if (running || conflict !== null) return;
    const job = queue.shift();
    if (!job) return;
    running = true;
    job
      .send(version)
      .then(
        (answer) => {
          version = answer.version;
          job.resolve(answer);
        },
        (error: unknown) => {
          const found = readVersionConflict(error);
          if (found === null || job.onConflict === 'reject') {
            job.reject(error);
            return;
          }
          conflict = found;
          queue.unshift(job);
          notify();
        },
      )
      .finally(() => {
        running = false;
        pump();
      });
  };

  const resolveConflict = (keep: boolean) => {
    if (conflict === null) return;
    version = conflict.currentVersion;
    conflict = null;
    if (!keep) for (const job of queue.splice(0)) job.reject(new ClientWriteDiscarded());
    notify();
    pump();
  };

  return {
    getVersion: () => version,
    getConflict: () => conflict,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write<T extends { version: number }>(send: (version: number) => Promise<T>, options: ClientWriteOptions = {}) {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          send,
          resolve: resolve as (answer: { version: number }) => void,
          reject,
          onConflict: options.onConflict ?? 'hold',
        });
        pump();
      });
    },
    overwrite: () => resolveConflict(true),
    reload: () => resolveConflict(false),
  };
}
