import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getOrganizationToday } from '../../patients/getOrganizationToday.ts';
import { listPatientSearchRecords } from '../../patients/listPatientSearchRecords.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient[?format=portal_search][&search=]`: the selected organization's clients as search records,
 * for the home screen and the top menu's search; one query whatever the number of clients.
 */
export function registerPatientsList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsList, async ({ query }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    const today = await getOrganizationToday(db, scope.organizationId, now());
    const patients = await listPatientSearchRecords(db, {
      organizationId: scope.organizationId,
      today,
      search: query.search,
    });
    await recordPatientAudit(db, scope, 'client_list_read', null, {
      format: query.format ?? 'list',
      searched: Boolean(query.search?.trim()),
      count: patients.length,
    });
    return { patients };
  });
}
