import { type EndpointResponse, endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createClientListCache } from '../../patients/createClientListCache.ts';
import { getOrganizationToday } from '../../patients/getOrganizationToday.ts';
import { listPatientSearchRecords } from '../../patients/listPatientSearchRecords.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient[?format=portal_search][&search=]`: the selected organization's clients as search records,
 * for the home screen and the top menu's search. The whole list comes from the organization's cached answer while
 * its clients are unchanged; a `search` runs its own query.
 */
export function registerPatientsList(app: FastifyInstance): void {
  const cache = createClientListCache();
  registerEndpoint(app, endpoints.patientsList, async ({ query }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    const today = await getOrganizationToday(db, scope.organizationId, now());
    const search = query.search?.trim();
    const audit = (count: number) =>
      recordPatientAudit(db, scope, 'client_list_read', null, {
        format: query.format ?? 'list',
        searched: Boolean(search),
        count,
      });
    if (search) {
      const patients = await listPatientSearchRecords(db, { organizationId: scope.organizationId, today, search });
      await audit(patients.length);
      return { patients };
    }
    const list = await cache.get(db, scope.organizationId, today);
    await audit(list.count);
    // Already encoded and checked against the response schema when cached: Fastify sends JSON bytes as they are.
    context.reply.type('application/json; charset=utf-8');
    return list.body as unknown as EndpointResponse<typeof endpoints.patientsList>;
  });
}
