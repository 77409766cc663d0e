import { and, eq } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';

/** A stored client row. */
export type PatientRow = typeof patients.$inferSelect;

/**
 * The client with this id in this organization, or 404. A client of another organization answers exactly like one
 * that does not exist, so ids of other organizations' clients cannot be probed. `forUpdate` locks the row for the
 * rest of the transaction, so concurrent changes to one client apply one after the other.
 */
export async function requireOrganizationPatient(
  db: Db,
  organizationId: number,
  patientId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<PatientRow> {
  if (!isDatabaseId(patientId)) throw patientNotFound();
  const query = db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.organizationId, organizationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw patientNotFound();
  return row;
}

/** The 404 of a client that does not exist or is another organization's: both answer the same. */
export function patientNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Patient not found');
}
