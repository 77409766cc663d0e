import type { EndpointContext } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { listPatientCalls, type PatientCallRow } from './listPatientCalls.ts';
import { type CallListQueryInput, readCallListQuery } from './readCallListQuery.ts';

/**
 * Reads a client's calls for both call lists and audits the read, so the full and the lean list share one scope,
 * 404 for another organization's client, range, order and limit, and differ only in the shape they answer.
 */
export async function readClientCalls(
  context: EndpointContext,
  patientId: number,
  query: CallListQueryInput,
  { lean }: { lean: boolean },
): Promise<PatientCallRow[]> {
  const scope = getPatientScope(context);
  const { db } = context.services;
  const patient = await requireOrganizationPatient(db, scope.organizationId, patientId);
  const range = readCallListQuery(query, { organizationId: scope.organizationId, patientId: patient.id });
  const rows = await listPatientCalls(db, { ...range, withAnswers: !lean });
  await recordPatientAudit(
    db,
    scope,
    'client_calls_read',
    patient.id,
    lean ? { count: rows.length, lean } : { count: rows.length },
  );
  return rows;
}
