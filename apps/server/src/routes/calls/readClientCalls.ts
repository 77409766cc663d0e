import { isDatabaseId } from '../../db/isDatabaseId.ts';
import type { EndpointContext } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { patientNotFound } from '../../patients/requireOrganizationPatient.ts';
import { listPatientCalls, type PatientCallListRow } from './listPatientCalls.ts';
import { type CallListQueryInput, readCallListQuery } from './readCallListQuery.ts';

/**
 * Reads a client's calls for both call lists and audits the read, so the full and the lean list share one scope,
 * 404 for another organization's client, range, order and limit, and differ only in the shape they answer. The
 * client check, the read and its audit entry are one statement (`listPatientCalls`), so a request costs the database
 * one round trip and only the calls it answers.
 */
export async function readClientCalls(
  context: EndpointContext,
  patientId: number,
  query: CallListQueryInput,
  { lean }: { lean: boolean },
): Promise<PatientCallListRow[]> {
  const scope = getPatientScope(context);
  if (!isDatabaseId(patientId)) throw patientNotFound();
  const range = readCallListQuery(query, { organizationId: scope.organizationId, patientId });
  const rows = await listPatientCalls(
    context.services.db,
    { ...range, withAnswers: !lean },
    { userId: scope.userId, at: scope.requestedAt, ...(lean ? { detail: { lean } } : {}) },
  );
  if (!rows) throw patientNotFound();
  return rows;
}
