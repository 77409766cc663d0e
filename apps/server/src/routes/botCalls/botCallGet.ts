import { endpoints } from '@carecall/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { botCallAttempts, botCallRequests, callRuns } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';

/**
 * `GET /bot/call/{callId}`: where a bot call of the selected organization stands, with every attempt, while a retry
 * waits, when it is due, and the answers the bot's run recorded so far (in the order given). Another organization's
 * call answers 404 like a missing one.
 */
export function registerBotCallGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.botCallGet, async ({ params }, { requireAuth, services, audit }) => {
    const organizationId = requireOrganizationId(requireAuth());
    const notFound = () => new HttpError(404, 'CALL_NOT_FOUND', `Bot call ${params.callId} was not found`);
    if (!isDatabaseId(params.callId)) throw notFound();
    const { db } = services;
    const [request] = await db
      .select()
      .from(botCallRequests)
      .where(and(eq(botCallRequests.callId, params.callId), eq(botCallRequests.organizationId, organizationId)));
    if (!request || request.callId === null) throw notFound();
    const attempts = await db
      .select()
      .from(botCallAttempts)
      .where(eq(botCallAttempts.callId, request.callId))
      .orderBy(asc(botCallAttempts.attempt));
    const [run] = await db
      .select({ answers: callRuns.answers })
      .from(callRuns)
      .where(eq(callRuns.callId, request.callId));
    await audit({
      action: AUDIT_ACTIONS.clientCallsRead,
      clientId: request.patientId,
      detail: { callId: request.callId },
    });
    return {
      call_id: request.callId,
      patient_id: request.patientId,
      status: request.status,
      end_reason: request.endReason,
      next_attempt_at: request.nextAttemptAt?.toISOString() ?? null,
      attempts: attempts.map((attempt) => ({
        attempt: attempt.attempt,
        status: attempt.status,
        end_reason: attempt.endReason,
        started_at: attempt.startedAt.toISOString(),
        ended_at: attempt.endedAt?.toISOString() ?? null,
      })),
      answers: (run?.answers ?? []).map((answer) => ({
        name: answer.name,
        value: answer.value,
        input: answer.input,
        vertex: answer.vertex,
      })),
    };
  });
}
