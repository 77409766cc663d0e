import { VERSION_CONFLICT } from '@carecall/api-client';
import type { Db } from '../db/openDatabase.ts';
import { createVersionConflict } from '../versions/createVersionConflict.ts';
import { readRecordEditor } from '../versions/readRecordEditor.ts';
import { readPatient } from './readPatient.ts';
import { type PatientRow, requireOrganizationPatient } from './requireOrganizationPatient.ts';

/**
 * The client with this id in this organization (404 otherwise), locked for the rest of the transaction, provided it is
 * still at `baseVersion`. Any other version is 409 `VERSION_CONFLICT` with the current client and whose change won.
 * Concurrent writers queue on the row lock, so of two writes based on one version the second sees the first's new
 * version here and is refused: never two successes. Call inside the transaction that writes the change.
 */
export async function requirePatientAtVersion(
  tx: Db,
  organizationId: number,
  patientId: number,
  baseVersion: number,
): Promise<PatientRow> {
  const row = await requireOrganizationPatient(tx, organizationId, patientId, { forUpdate: true });
  if (row.version === baseVersion) return row;
  throw createVersionConflict({
    code: VERSION_CONFLICT,
    record: 'client',
    baseVersion,
    currentVersion: row.version,
    changedBy: await readRecordEditor(tx, row.updatedBy),
    changedAt: row.updatedAt,
    current: await readPatient(tx, row),
  });
}
