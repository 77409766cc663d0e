import type { Db } from '../db/openDatabase.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuditAction } from './auditActions.ts';

/** One audit entry: who did what, in which organization, to which client, when. */
export interface AuditEntry {
  userId?: number | null;
  /** One of `AUDIT_ACTIONS`, or a new kind spelled the same way (`snake_case`). */
  action: AuditAction | (string & {});
  organizationId?: number | null;
  clientId?: number | null;
  /** Facts that help a reader (channel, masked destination, fields changed); never secrets or codes. */
  detail?: Record<string, unknown>;
  /** When it happened; the database clock when absent. Pass the app clock (`services.now()`). */
  at?: Date;
}

/**
 * Appends an entry to the audit log and resolves once it is stored, so an answer sent after it is never left
 * unaudited. Callers pass no secrets in `detail`.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId ?? null,
    action: entry.action,
    organizationId: entry.organizationId ?? null,
    clientId: entry.clientId ?? null,
    detail: entry.detail ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  });
}
