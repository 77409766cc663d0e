import { and, eq } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { calls } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';

/** A stored call row. */
export type CallRow = typeof calls.$inferSelect;

/** The 404 of a call that does not exist, belongs to another client or to another organization: all look the same. */
export function callNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Call not found');
}

/**
 * The call with this id of this client in this organization, or null. Scoped by all three, so a call of another
 * client or organization is never found through a known id. `forUpdate` locks the row for the transaction.
 */
export async function findOrganizationCall(
  db: Db,
  scope: { organizationId: number; patientId: number; callId: number },
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CallRow | null> {
  if (!isDatabaseId(scope.callId)) return null;
  const query = db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.id, scope.callId),
        eq(calls.patientId, scope.patientId),
        eq(calls.organizationId, scope.organizationId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Like {@link findOrganizationCall}, with 404 `NOT_FOUND` when there is no such call. */
export async function requireOrganizationCall(
  db: Db,
  scope: { organizationId: number; patientId: number; callId: number },
  options: { forUpdate?: boolean } = {},
): Promise<CallRow> {
  const row = await findOrganizationCall(db, scope, options);
  if (!row) throw callNotFound();
  return row;
}
