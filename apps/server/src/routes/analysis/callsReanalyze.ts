import { endpoints } from '@carecall/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enqueueCallAnalysis } from '../../analysis/enqueueCallAnalysis.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { calls } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { getOrganizationSettings } from '../../settings/getOrganizationSettings.ts';
import { callPlacedAt } from '../calls/listPatientCalls.ts';

/** The most calls one request may send back to analysis (the call list's page limit). */
const MAX_REANALYZED_CALLS = 1000;

/**
 * `POST /api/user/patient/{id}/call/reanalyze` ("Analyze client"): queues a new analysis of each listed call of the
 * client, oldest first so each call is compared with earlier calls analysed by the same rule, and answers at once
 * with the call ids queued; the work runs in the background and survives restarts. Offered only where the
 * organization's `call.rerunAnalytics` is on (403 `SETTING_DISABLED` otherwise); a call id that is not this client's
 * is 400 naming it, so a stale list is noticed rather than half done.
 */
export function registerCallsReanalyze(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsReanalyze, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const settings = await getOrganizationSettings(context.services, scope.organizationId);
    if (!settings['call.rerunAnalytics']) {
      throw new HttpError(403, 'SETTING_DISABLED', 'Analysing calls again is not enabled for this organization');
    }
    if (body.callIds.length > MAX_REANALYZED_CALLS) {
      throw createValidationError([{ path: 'callIds', message: `At most ${MAX_REANALYZED_CALLS} calls at a time` }]);
    }
    const requested = [...new Set(body.callIds)];
    const valid = requested.filter((id) => isDatabaseId(id));
    const found =
      valid.length === 0
        ? []
        : await db
            .select({ id: calls.id })
            .from(calls)
            .where(
              and(
                inArray(calls.id, valid),
                eq(calls.patientId, patient.id),
                eq(calls.organizationId, scope.organizationId),
              ),
            )
            .orderBy(asc(callPlacedAt), asc(calls.id));
    const foundIds = new Set(found.map((call) => call.id));
    const unknown = body.callIds.findIndex((id) => !foundIds.has(id));
    if (unknown >= 0) {
      throw createValidationError([{ path: `callIds.${unknown}`, message: 'Not a call of this client' }]);
    }
    const queued: number[] = [];
    for (const call of found) {
      if (await enqueueCallAnalysis(db, call.id, { userId: scope.userId })) queued.push(call.id);
    }
    await recordPatientAudit(db, scope, 'client_calls_reanalysis_requested', patient.id, {
      callIds: queued,
      count: queued.length,
    });
    context.services.jobs.wake();
    return { callIds: queued };
  });
}
