import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { listPatientCalls } from './listPatientCalls.ts';
import { readCallListQuery } from './readCallListQuery.ts';
import { toCallLean } from './toCallLean.ts';

/**
 * `GET /api/user/patient/{id}/call/calls/lean`: the same calls as the full list in the lean shape quick tables need
 * (no operator, answers or analysis), with the same range, order, limit and 404 for another organization's client.
 */
export function registerCallsListLean(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsListLean, async ({ params, query }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const range = readCallListQuery(query, { organizationId: scope.organizationId, patientId: patient.id });
    const rows = await listPatientCalls(db, range);
    await recordPatientAudit(db, scope, 'client_calls_read', patient.id, { count: rows.length, lean: true });
    return { calls: rows.map(toCallLean) };
  });
}
