import { type EndpointResponse, endpoints } from '@carecall/api-client';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { createPerMinuteAudit } from '../../audit/createPerMinuteAudit.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { CLIENT_LIST_ENCODINGS, createClientListCache } from '../../patients/createClientListCache.ts';
import { getOrganizationToday } from '../../patients/getOrganizationToday.ts';
import { listPatientSearchRecords } from '../../patients/listPatientSearchRecords.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';

/**
 * `GET /api/user/patient[?format=portal_search][&search=]`: the selected organization's clients as search records,
 * for the home screen and the top menu's search. The whole list comes from the organization's cached answer while
 * its clients are unchanged, compressed as the caller accepts; a `search` runs its own query. Reads are audited once
 * per user, organization, kind and minute (`createPerMinuteAudit`), so a warm list read costs at most one database
 * round trip: the organization's change counter (none on PGlite while nothing else has run).
 */
export function registerPatientsList(app: FastifyInstance): void {
  const cache = createClientListCache();
  const listReads = createPerMinuteAudit();
  registerEndpoint(app, endpoints.patientsList, async ({ query }, context) => {
    const scope = getPatientScope(context);
    const { services, request, reply } = context;
    const today = await getOrganizationToday(services, scope.organizationId, scope.requestedAt);
    const search = query.search?.trim();
    const format = query.format ?? 'list';
    const audit = (count: number) =>
      listReads.record(
        services.db,
        {
          userId: scope.userId,
          action: 'client_list_read',
          organizationId: scope.organizationId,
          clientId: null,
          detail: { format, searched: Boolean(search), count },
          at: scope.requestedAt,
        },
        `${format}\n${search ? 'search' : 'whole'}`,
      );
    if (search) {
      const patients = await listPatientSearchRecords(services.db, {
        organizationId: scope.organizationId,
        today,
        search,
      });
      await audit(patients.length);
      return { patients };
    }
    const list = await cache.get(services, scope.organizationId, today);
    await audit(list.count);
    const accepted = request.headers['accept-encoding'];
    const ready = CLIENT_LIST_ENCODINGS.filter((coding) => list.encoded[coding]);
    const encoding = typeof accepted === 'string' && ready.length > 0 ? negotiate(accepted, ready) : null;
    const compressed = encoding ? list.encoded[encoding] : undefined;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (encoding && compressed) reply.header('content-encoding', encoding);
    // Already encoded and checked against the response schema when cached: Fastify sends the bytes as they are.
    reply.type('application/json; charset=utf-8');
    return (compressed ?? list.body) as unknown as EndpointResponse<typeof endpoints.patientsList>;
  });
}
