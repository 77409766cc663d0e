import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { changePatientTag } from '../../patients/changePatientTag.ts';
import { normalizePatientTag } from '../../patients/normalizePatientTag.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';

/** `POST /api/user/patient/{id}/tag`: adds a tag to a client, e.g. consent accepted; answers all its tags. */
export function registerPatientTagsAdd(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientTagsAdd, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const tag = normalizePatientTag(body);
    const { db, now } = context.services;
    return changePatientTag(db, scope, params.patientId, { kind: 'add', tag, baseVersion: body.version }, now());
  });
}
