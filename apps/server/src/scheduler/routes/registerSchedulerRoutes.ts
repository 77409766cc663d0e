import { endpoints, isAdminRole } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getAgentScope, requireAgent, requireOrganizationId } from '../getAgentScope.ts';
import { readAgentShifts, readSchedulerQueue, readShiftRoster, replaceAgentShifts } from '../schedulerAdmin.ts';
import { getNextCallee, markCallExecuted, reserveCallee, skipCallee } from '../schedulerCallee.ts';
import { getScheduleOutlook } from '../schedulerOutlook.ts';

/**
 * The scheduler's routes: the agent's next call, reservation, outlook, executed and skipped calls
 * (`/user/scheduler/scheduling/*`), and the admins' queue and shifts (`/admin/scheduler/*`). Every one acts in the
 * selected organization only; reservations, executed and skipped calls and queue reads are audited.
 */
export function registerSchedulerRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.schedulerGetNextCallee, async ({ query }, context) => {
    const scope = await getAgentScope(context, query.userLanguage);
    return { nextCall: await getNextCallee(context.services.db, scope) };
  });

  registerEndpoint(app, endpoints.schedulerGetOutlook, async ({ query }, context) => {
    const scope = await getAgentScope(context, query.userLanguage);
    return getScheduleOutlook(context.services.db, scope);
  });

  registerEndpoint(
    app,
    endpoints.schedulerReserveCallee,
    async ({ query }, context) => {
      const scope = await getAgentScope(context, query.userLanguage);
      return { scheduledCall: await reserveCallee(context.services.db, scope) };
    },
    {
      audit: {
        action: AUDIT_ACTIONS.clientSchedulerReserved,
        clientId: (_input, response) => response.scheduledCall?.patient_id ?? null,
        detail: (_input, response) => ({ scheduledCallId: response.scheduledCall?.id ?? null }),
      },
    },
  );

  registerEndpoint(app, endpoints.schedulerMarkCallExecuted, async ({ query }, context) => {
    const auth = requireAgent(context);
    const organizationId = requireOrganizationId(context);
    const { patientId } = await markCallExecuted(
      context.services.db,
      { organizationId, userId: auth.user.id, now: context.services.now(), isAdmin: isAdminRole(auth.user.role) },
      query.scheduledCallId,
    );
    await context.audit({
      action: AUDIT_ACTIONS.clientSchedulerExecuted,
      clientId: patientId,
      detail: { scheduledCallId: query.scheduledCallId },
    });
    return { scheduledCallId: query.scheduledCallId, executed: true as const };
  });

  registerEndpoint(app, endpoints.schedulerSkipCallee, async ({ query, body }, context) => {
    const auth = requireAgent(context);
    const organizationId = requireOrganizationId(context);
    const { patientId } = await skipCallee(
      context.services.db,
      { organizationId, userId: auth.user.id, now: context.services.now() },
      query.scheduledCallId,
      body.reason,
    );
    await context.audit({
      action: AUDIT_ACTIONS.clientSchedulerSkipped,
      clientId: patientId,
      detail: { scheduledCallId: query.scheduledCallId, reason: body.reason },
    });
    return { scheduledCallId: query.scheduledCallId, skipped: true as const };
  });

  registerEndpoint(
    app,
    endpoints.adminGetSchedulerQueue,
    async (_input, context) =>
      readSchedulerQueue(context.services, requireOrganizationId(context), context.services.now()),
    {
      audit: {
        action: AUDIT_ACTIONS.schedulerQueueRead,
        detail: (_input, response) => ({ calls: response.calls.length }),
      },
    },
  );

  registerEndpoint(app, endpoints.adminListSchedulerShifts, async (_input, context) =>
    readShiftRoster(context.services, requireOrganizationId(context)),
  );

  registerEndpoint(app, endpoints.adminGetSchedulerShifts, async ({ params }, context) =>
    readAgentShifts(context.services.db, requireOrganizationId(context), params.userId),
  );

  registerEndpoint(
    app,
    endpoints.adminReplaceSchedulerShifts,
    async ({ params, body }, context) =>
      replaceAgentShifts(context.services.db, requireOrganizationId(context), params.userId, body.shifts, {
        editorId: context.requireAuth().user.id,
        baseVersion: body.version,
        now: context.services.now(),
      }),
    {
      audit: {
        action: AUDIT_ACTIONS.schedulerShiftsChanged,
        detail: ({ params }, response) => ({
          userId: params.userId,
          shifts: response.shifts.length,
          version: response.version,
        }),
      },
    },
  );
}
