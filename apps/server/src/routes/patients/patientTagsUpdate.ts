import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { changePatientTag } from '../../patients/changePatientTag.ts';
import { normalizePatientTag } from '../../patients/normalizePatientTag.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';

/** `PUT /api/user/patient/{id}/tag`: changes a client tag, e.g. consent declined with its reason; answers all tags. */
export function registerPatientTagsUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientTagsUpdate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const tag = normalizePatientTag(body);
    const { db, now } = context.services;
    return changePatientTag(db, scope, params.patientId, { kind: 'update', tag, baseVersion: body.version }, now());
  });
}
