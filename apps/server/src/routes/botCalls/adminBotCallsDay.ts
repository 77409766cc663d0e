import {
  type BotCallDay,
  type BotCallDayEntry,
  type BotCallOutcome,
  type BotCallStatus,
  endpoints,
} from '@carecall/api-client';
import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import {
  botCallAttempts,
  botCallRequests,
  patients,
  questionnaires,
  scheduledBotCalls,
} from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { isValidTimeZone } from '../../patients/isValidTimeZone.ts';
import { getOrganizationTimeZone } from '../../scheduler/getAgentScope.ts';
import { wallClockToInstant } from '../../time/zonedTime.ts';

const RUNNING: ReadonlySet<string> = new Set(['dialing', 'ringing', 'in-progress']);
const OUTCOMES = ['completed', 'no-answer', 'busy', 'failed', 'canceled', 'interrupted'] as const;

/** A finished call's outcome: its status, except a call that ended because its server stopped mid-call. */
function toOutcome(status: BotCallStatus, endReason: string | null): BotCallOutcome | null {
  if (status === 'queued' || RUNNING.has(status)) return null;
  if (status === 'failed' && endReason === 'interrupted') return 'interrupted';
  return status as BotCallOutcome;
}

/** The instant `date`'s midnight has in a zone, and the next day's. */
function dayBounds(date: string, timeZone: string): { from: Date; to: Date } {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    from: wallClockToInstant(date, 0, timeZone),
    to: wallClockToInstant(next.toISOString().slice(0, 10), 0, timeZone),
  };
}

/**
 * `GET /api/admin/botCalls/day?date=&timezone=` (admins): the selected organization's bot calls of one day in a time
 * zone (the user's, else the organization's, else UTC, when the query names none). A call record belongs to the day
 * its first attempt started in (a queued one: when its next attempt is due, else when it was requested); a scheduled
 * call not yet placed, to the day it is due (canceled ones count as `canceled`). Dry runs are left out. Each call carries its client's name
 * and questionnaire, so the read is audited once with the day and the number of clients.
 */
export function registerAdminBotCallsDay(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminBotCallsDay, async ({ query }, context) => {
    const organizationId = requireOrganizationId(context.requireAuth());
    const { db } = context.services;
    const timeZone =
      query.timezone ??
      context.requireAuth().user.timeZone ??
      (await getOrganizationTimeZone(context.services, organizationId));
    if (!isValidTimeZone(timeZone)) {
      throw createValidationError([{ path: 'timezone', message: 'Unknown time zone' }]);
    }
    const { from, to } = dayBounds(query.date, timeZone);

    const firstAttempts = db
      .select({
        callId: botCallAttempts.callId,
        startedAt: sql<Date>`min(${botCallAttempts.startedAt})`.as('first_started_at'),
        endedAt: sql<Date | null>`max(${botCallAttempts.endedAt})`.as('last_ended_at'),
      })
      .from(botCallAttempts)
      .groupBy(botCallAttempts.callId)
      .as('first_attempts');
    const requests = await db
      .select({
        request: botCallRequests,
        firstStartedAt: firstAttempts.startedAt,
        lastEndedAt: firstAttempts.endedAt,
        origin: scheduledBotCalls.origin,
        firstName: patients.firstName,
        lastName: patients.lastName,
        questionnaireName: questionnaires.name,
      })
      .from(botCallRequests)
      .innerJoin(patients, eq(patients.id, botCallRequests.patientId))
      .leftJoin(firstAttempts, eq(firstAttempts.callId, botCallRequests.callId))
      .leftJoin(scheduledBotCalls, eq(scheduledBotCalls.id, botCallRequests.scheduledCallId))
      .leftJoin(questionnaires, eq(questionnaires.id, botCallRequests.questionnaireId))
      .where(
        and(
          eq(botCallRequests.organizationId, organizationId),
          isNotNull(botCallRequests.callId),
          // An admin's dry run rang the admin's browser: none of the day's calls to clients.
          sql`not exists (select 1 from calls where calls.id = ${botCallRequests.callId} and calls.is_dry_run)`,
          or(
            and(gte(firstAttempts.startedAt, from), lt(firstAttempts.startedAt, to)),
            and(
              sql`${firstAttempts.startedAt} is null`,
              gte(sql`coalesce(${botCallRequests.nextAttemptAt}, ${botCallRequests.createdAt})`, from),
              lt(sql`coalesce(${botCallRequests.nextAttemptAt}, ${botCallRequests.createdAt})`, to),
            ),
          ),
        ),
      );
    const scheduled = await db
      .select({
        scheduled: scheduledBotCalls,
        firstName: patients.firstName,
        lastName: patients.lastName,
        questionnaireName: questionnaires.name,
      })
      .from(scheduledBotCalls)
      .innerJoin(patients, eq(patients.id, scheduledBotCalls.patientId))
      .leftJoin(questionnaires, eq(questionnaires.id, scheduledBotCalls.questionnaireId))
      .where(
        and(
          eq(scheduledBotCalls.organizationId, organizationId),
          inArray(scheduledBotCalls.status, ['planned', 'canceled']),
          gte(scheduledBotCalls.dueAt, from),
          lt(scheduledBotCalls.dueAt, to),
        ),
      );

    const calls: BotCallDayEntry[] = [];
    for (const row of requests) {
      const { request } = row;
      if (request.callId === null) continue;
      const outcome = toOutcome(request.status, request.endReason);
      const state = request.status === 'queued' ? 'planned' : RUNNING.has(request.status) ? 'running' : 'finished';
      const startedAt = row.firstStartedAt === null ? null : new Date(row.firstStartedAt);
      const at = startedAt ?? request.nextAttemptAt ?? request.createdAt;
      calls.push({
        key: `call-${request.callId}`,
        state,
        status: request.status,
        outcome,
        end_reason: request.endReason,
        at: at.toISOString(),
        ended_at: state === 'finished' && row.lastEndedAt !== null ? new Date(row.lastEndedAt).toISOString() : null,
        next_attempt_at: request.nextAttemptAt?.toISOString() ?? null,
        origin: request.scheduledCallId === null ? 'call-now' : (row.origin ?? 'schedule'),
        patient_id: request.patientId,
        client_name: `${row.firstName} ${row.lastName}`,
        questionnaire_id: request.questionnaireId,
        questionnaire_name: row.questionnaireName,
        call_id: request.callId,
        scheduled_call_id: request.scheduledCallId,
        attempts: request.attempts,
        retries: Math.max(0, request.attempts - 1),
      });
    }
    for (const { scheduled: call, firstName, lastName, questionnaireName } of scheduled) {
      const canceled = call.status === 'canceled';
      calls.push({
        key: `scheduled-${call.id}`,
        state: canceled ? 'finished' : 'planned',
        status: call.status,
        outcome: canceled ? 'canceled' : null,
        end_reason: call.cancelReason,
        at: call.dueAt.toISOString(),
        ended_at: canceled ? call.updatedAt.toISOString() : null,
        next_attempt_at: null,
        origin: call.origin,
        patient_id: call.patientId,
        client_name: `${firstName} ${lastName}`,
        questionnaire_id: call.questionnaireId,
        questionnaire_name: questionnaireName,
        call_id: null,
        scheduled_call_id: call.id,
        attempts: 0,
        retries: 0,
      });
    }
    calls.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));

    const totals: BotCallDay['totals'] = {
      planned: 0,
      running: 0,
      ...(Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<BotCallOutcome, number>),
    };
    for (const call of calls) {
      if (call.outcome !== null) totals[call.outcome] += 1;
      else totals[call.state === 'running' ? 'running' : 'planned'] += 1;
    }
    await context.audit({
      action: AUDIT_ACTIONS.botCallsDayRead,
      detail: { date: query.date, timezone: timeZone, calls: calls.length },
    });
    return { date: query.date, timezone: timeZone, from: from.toISOString(), to: to.toISOString(), calls, totals };
  });
}
