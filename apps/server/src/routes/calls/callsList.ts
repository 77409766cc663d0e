import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { listPatientCalls } from './listPatientCalls.ts';
import { readCallListQuery } from './readCallListQuery.ts';
import { toCallListItem } from './toCallListItem.ts';

/**
 * `GET /api/user/patient/{id}/call/calls`: a client of the selected organization's calls with their derived flags,
 * newest first by default, within `startTime`–`endTime` and up to `limit` (404 for a client of any other).
 */
export function registerCallsList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsList, async ({ params, query }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const range = readCallListQuery(query, { organizationId: scope.organizationId, patientId: patient.id });
    const rows = await listPatientCalls(db, range);
    await recordPatientAudit(db, scope, 'client_calls_read', patient.id, { count: rows.length });
    return { calls: rows.map(toCallListItem) };
  });
}
