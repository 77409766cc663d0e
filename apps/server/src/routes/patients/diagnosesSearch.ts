import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { searchDiagnoses } from '../../patients/searchDiagnoses.ts';

/**
 * `GET /api/user/patient/{id}/diagnosis/search?query=`: catalogue diagnoses for a client's health profile. The client
 * must be in the caller's organization like on every client route, although the catalogue itself is shared.
 */
export function registerDiagnosesSearch(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.diagnosesSearch, async ({ params, query }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const results = await searchDiagnoses(db, query.query);
    await recordPatientAudit(db, scope, 'client_diagnoses_searched', patient.id, { count: results.length });
    return { results };
  });
}
