import type { Db } from '../db/openDatabase.ts';
import { auditLog } from '../db/schema/index.ts';

/** One audit entry: who did what, where, to which client. */
export interface AuditEntry {
  userId?: number | null;
  action: string;
  organizationId?: number | null;
  clientId?: number | null;
  detail?: Record<string, unknown>;
}

/** Appends an entry to the audit log; callers pass no secrets in `detail`. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId ?? null,
    action: entry.action,
    organizationId: entry.organizationId ?? null,
    clientId: entry.clientId ?? null,
    detail: entry.detail ?? {},
  });
}
