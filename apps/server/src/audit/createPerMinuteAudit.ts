import type { Db } from '../db/openDatabase.ts';
import { type AuditEntry, recordAudit } from './recordAudit.ts';

/** One minute of the app clock: entries are kept once per user, organization, action, kind and minute. */
export const AUDIT_MINUTE_MS = 60_000;

/** An audit entry whose who and when are known, as every read of client data has them. */
export type PerMinuteAuditEntry = AuditEntry & { userId: number; at: Date };

/**
 * Audits reads that one user repeats many times a minute (the client list: the home screen, the search box, every
 * refresh) with one `audit_log` row per user, organization, action, client, kind and minute of the app clock, instead
 * of one per read. The first read of a minute writes its row before its answer leaves, exactly as `recordAudit`
 * does (a failed write fails the request); the reads that follow in that minute — in this instance — wait for that
 * same row and write nothing. So the log still tells who read what, and when to the minute, and no answered read is
 * ever without a stored row: nothing is held in memory that a crash could lose. Another instance, or this one after
 * a restart, writes its own row for the minute, which only repeats what is known.
 */
export interface PerMinuteAudit {
  /**
   * Resolves once a row covering this read is stored. `kind` separates reads that show different things under one
   * action (a whole list and a search), so each kind gets its own row and its own `detail`.
   */
  record(db: Db, entry: PerMinuteAuditEntry, kind?: string): Promise<void>;
}

/** Options of {@link createPerMinuteAudit}. */
export interface PerMinuteAuditOptions {
  /** Beyond this many users and kinds in one minute, reads are recorded one by one again. */
  maxEntriesPerMinute?: number;
}

/** Creates the per-minute audit of one app instance (one per route that uses it, so nothing outlives a test). */
export function createPerMinuteAudit({ maxEntriesPerMinute = 100_000 }: PerMinuteAuditOptions = {}): PerMinuteAudit {
  let currentMinute = Number.NEGATIVE_INFINITY;
  let written = new Map<string, Promise<void>>();

  return {
    record(db, entry, kind = '') {
      const minute = Math.floor(entry.at.getTime() / AUDIT_MINUTE_MS);
      // A read stamped before the current minute (it waited behind newer ones) gets a row of its own.
      if (minute < currentMinute) return recordAudit(db, entry);
      if (minute > currentMinute) {
        currentMinute = minute;
        written = new Map();
      }
      const key = [entry.userId, entry.organizationId ?? '', entry.action, entry.clientId ?? '', kind].join('\n');
      const stored = written.get(key);
      if (stored) return stored;
      const storing = recordAudit(db, entry);
      if (written.size < maxEntriesPerMinute) {
        const minuteEntries = written;
        minuteEntries.set(key, storing);
        // A failed write is not a row: the next read of the minute tries again.
        storing.catch(() => {
          if (minuteEntries.get(key) === storing) minuteEntries.delete(key);
        });
      }
      return storing;
    },
  };
}
