import type { AuditAction } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import type { PatientScope } from './PatientScope.ts';

/** The audit actions of client data (`AUDIT_ACTIONS.client*`), one per kind of read or change. */
export type PatientAuditAction = Extract<AuditAction, `client_${string}`>;

/**
 * Records who read or changed which client's data in which organization, stamped with the request's time by the app
 * clock. Callers pass field names and counts in `detail`, never the values, so the log holds no health data.
 */
export async function recordPatientAudit(
  db: Db,
  scope: PatientScope,
  action: PatientAuditAction,
  patientId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    userId: scope.userId,
    action,
    organizationId: scope.organizationId,
    clientId: patientId,
    detail,
    at: scope.requestedAt,
  });
}
