import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { changePatientTag } from '../../patients/changePatientTag.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';

/** `DELETE /api/user/patient/{id}/tag`: removes a client tag by name (removing consent makes it missing). */
export function registerPatientTagsRemove(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientTagsRemove, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    const name = body.name.trim();
    return changePatientTag(db, scope, params.patientId, { kind: 'remove', name, baseVersion: body.version }, now());
  });
}
