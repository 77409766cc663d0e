import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { readPatientDiagnoses } from '../../patients/readPatientDiagnoses.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';

/**
 * `GET /api/user/patient/{id}/diagnosis`: a client's diagnoses, active ones first in their order, and the client's
 * version. The version is read before the links: a change landing in between makes the answer's version older than
 * its links, so the next write is refused rather than based on a version that never held them.
 */
export function registerDiagnosesList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.diagnosesList, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const patientProperties = await readPatientDiagnoses(db, patient.id);
    await recordPatientAudit(db, scope, 'client_diagnoses_read', patient.id, { count: patientProperties.length });
    return { patientProperties, version: patient.version };
  });
}
