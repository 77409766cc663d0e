import { CONSENT_TAG_NAME, type Settings } from '@carecall/api-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { botCallAttempts, botCallRequests, calls, patients } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import type { ClaimedJob } from '../jobs/claimJob.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import { formatDateInTimeZone } from '../patients/formatDateInTimeZone.ts';
import type { BotCallOutcome, BotCallPlacer, BotCallProgressStatus, BotCallToPlace } from './BotCallPlacer.ts';
import { createLatestWriter } from './createLatestWriter.ts';
import { findCallBlock } from './findCallBlock.ts';
import { nextAttemptAt, type RetryPolicy, readRetryPolicy } from './readRetryPolicy.ts';
import { enqueueBotCallJob } from './requestBotCall.ts';
import { startScheduledBotCall } from './startScheduledBotCall.ts';

export interface BotCallHandlerOptions {
  db: Db;
  placer: BotCallPlacer;
  now: () => Date;
  settings: (organizationId: number) => Promise<Settings>;
  log: FastifyBaseLogger;
  /** Aborted when the server stops: placers hang up the calls in hand. */
  signal?: AbortSignal;
  /** Told when a call's record changed (its status), for live views. */
  onCallChanged?: (callId: number) => void;
  /** Told when a retry was queued, with its time: the worker wakes then instead of at its next poll. */
  onRetryQueued?: (at: Date) => void;
}

const OPEN_STATUSES = ['dialing', 'ringing', 'in-progress'] as const;

/** A dry run's policy: it ends with its one attempt. */
const NO_RETRIES: RetryPolicy = { retryOn: new Set(), times: 0, delayMs: 0 };

/** What beginning an attempt decided. */
type Begun = { place: BotCallToPlace } | { place: null };

/**
 * The job that places a bot call. It takes the call's request row under lock and then:
 * - ends quietly when the call already ended or was canceled (a job taken twice changes nothing);
 * - closes an attempt left open by a worker that stopped mid-call as `failed` with reason `interrupted`, and retries
 *   by the organization's policy, so no call stays in progress for ever;
 * - cancels the call when the client may no longer be called (declined consent, outside the active period);
 * - otherwise opens the next attempt (status `dialing`, the call's record `initiated`), lets the placer run the
 *   call, and records how it ended: the final status, or `queued` again with the next attempt's time when the
 *   policy retries that outcome (each retry is a job of its own, due then).
 * Every end of an attempt is audited, as the server's own write of the client's call record.
 */
export function createBotCallHandler(options: BotCallHandlerOptions): JobHandler {
  const { db, now, log } = options;
  const signal = options.signal ?? new AbortController().signal;
  const changed = (callId: number) => options.onCallChanged?.(callId);

  // Settings are read before a transaction opens: on PGlite's single connection a read outside the transaction would
  // wait for it to end.
  const policyOf = async (organizationId: number) => readRetryPolicy(await options.settings(organizationId));

  /** Ends the call (no retry) or queues it again; inside the caller's transaction. */
  const settle = async (
    tx: Db,
    policy: RetryPolicy,
    request: { callId: number; organizationId: number; patientId: number },
    attempt: number,
    outcome: { status: BotCallOutcome['status']; endReason: string; retryAs: string },
    at: Date,
  ) => {
    const retryAt = nextAttemptAt(policy, outcome.retryAs, attempt, at);
    if (retryAt) {
      await tx
        .update(botCallRequests)
        .set({ status: 'queued', nextAttemptAt: retryAt, endReason: outcome.endReason, updatedAt: at })
        .where(eq(botCallRequests.callId, request.callId));
      await tx
        .update(calls)
        .set({ patientDialStatus: 'queued', interviewerCallStatus: 'queued' })
        .where(eq(calls.id, request.callId));
      await enqueueBotCallJob(tx, request.callId, retryAt, request.organizationId);
      // Told before the transaction commits: a wake at the retry's time comes after it, and one for a retry rolled
      // back only finds nothing to do.
      options.onRetryQueued?.(retryAt);
    } else {
      await tx.execute(sql`
        with request as (
          update bot_call_requests set status = ${outcome.status}, next_attempt_at = null,
            end_reason = ${outcome.endReason}, updated_at = ${at.toISOString()}::timestamptz
          where call_id = ${request.callId} returning call_id)
        update calls set patient_dial_status = ${outcome.status}, interviewer_call_status = 'completed'
        where id in (select call_id from request)`);
    }
    await recordAudit(tx, {
      userId: null,
      at,
      action: AUDIT_ACTIONS.botCallAttemptEnded,
      organizationId: request.organizationId,
      clientId: request.patientId,
      detail: {
        callId: request.callId,
        attempt,
        status: outcome.status,
        endReason: outcome.endReason,
        retryAt: retryAt?.toISOString() ?? null,
      },
    });
  };

  /**
   * The common case in one statement and no transaction (on PGlite each statement waits its turn on the one
   * connection, so their number bounds the calls a second): the attempt opens only while the request is queued and
   * due and its client may clearly be called today (no declined consent, inside the active period, as dates in
   * UTC as `beginUnderLock` judges them). Anything else (an attempt left open, a retry not yet due, a client who may
   * not be called, a request or client gone, a dry run) changes nothing here and takes `beginUnderLock`, which
   * decides.
   */
  const begin = async (callId: number, workerId: string, knownOrganizationId: number | null): Promise<Begun> => {
    const at = now();
    const stamp = at.toISOString();
    const day = formatDateInTimeZone(at, 'UTC');
    const [opened] = await queryRows<{
      organization_id: number;
      patient_id: number;
      phone_number: string;
      questionnaire_id: number;
      attempts: number;
    }>(
      db,
      sql`with request as (
            update bot_call_requests r set status = 'dialing', attempts = r.attempts + 1, next_attempt_at = null,
              updated_at = ${stamp}::timestamptz
            where r.call_id = ${callId} and r.status = 'queued'
              and (r.next_attempt_at is null or r.next_attempt_at <= ${stamp}::timestamptz + interval '1 second')
              and not exists (select 1 from calls c where c.id = r.call_id and c.is_dry_run)
              and exists (
                select 1 from patients p
                where p.id = r.patient_id
                  and (p.start_date is null or p.start_date <= ${day}::date)
                  and (p.end_date is null or p.end_date >= ${day}::date)
                  and not exists (
                    select 1 from patient_tags t
                    where t.patient_id = p.id and t.name = ${CONSENT_TAG_NAME} and t.params = 'declined'))
            returning r.call_id, r.organization_id, r.patient_id, r.phone_number, r.questionnaire_id, r.attempts),
          attempt as (
            insert into bot_call_attempts (call_id, attempt, worker_id, status, started_at)
            select call_id, attempts, ${workerId}, 'dialing', ${stamp}::timestamptz from request),
          record as (
            update calls set patient_dial_status = 'initiated', interviewer_call_status = 'in-progress',
              start_date = ${stamp}::timestamptz
            where id in (select call_id from request)),
          client as (
            update patients set last_call_started_at = greatest(last_call_started_at, ${stamp}::timestamptz)
            where id in (select patient_id from request))
          select organization_id, patient_id, phone_number, questionnaire_id, attempts from request`,
    );
    if (!opened) return beginUnderLock(callId, workerId, knownOrganizationId);
    return {
      place: {
        callId,
        organizationId: opened.organization_id,
        patientId: opened.patient_id,
        phoneNumber: opened.phone_number,
        questionnaireId: opened.questionnaire_id,
        attempt: opened.attempts,
      },
    };
  };

  const beginUnderLock = async (
    callId: number,
    workerId: string,
    knownOrganizationId: number | null,
  ): Promise<Begun> => {
    let organizationId = knownOrganizationId;
    if (organizationId === null) {
      const [owner] = await db
        .select({ organizationId: botCallRequests.organizationId })
        .from(botCallRequests)
        .where(eq(botCallRequests.callId, callId));
      if (!owner) return { place: null };
      organizationId = owner.organizationId;
    }
    const policy = await policyOf(organizationId);
    return withTransaction(db, async (tx) => {
      const at = now();
      const [request] = await tx.select().from(botCallRequests).where(eq(botCallRequests.callId, callId)).for('update');
      if (!request || request.callId === null) return { place: null };
      const [record] = await tx.select({ isDryRun: calls.isDryRun }).from(calls).where(eq(calls.id, callId));
      // A dry run is the admin's rehearsal in their browser: never retried, never blocked by the client's consent or
      // period (the client is not called), and no change to the client's last call.
      const isDryRun = record?.isDryRun ?? false;
      const target = { callId, organizationId: request.organizationId, patientId: request.patientId };
      if ((OPEN_STATUSES as readonly string[]).includes(request.status)) {
        // The worker that placed this attempt stopped before recording its end.
        await tx
          .update(botCallAttempts)
          .set({ status: 'failed', endReason: 'interrupted', endedAt: at })
          .where(and(eq(botCallAttempts.callId, callId), isNull(botCallAttempts.endedAt)));
        await settle(
          tx,
          isDryRun ? NO_RETRIES : policy,
          target,
          request.attempts,
          { status: 'failed', endReason: 'interrupted', retryAs: 'interrupted' },
          at,
        );
        return { place: null };
      }
      if (request.status !== 'queued') return { place: null };
      // A retry is due at its own time; a job taken up early (a clock skew between servers) waits for it.
      if (request.nextAttemptAt && request.nextAttemptAt.getTime() > at.getTime() + 1_000) {
        await enqueueBotCallJob(tx, callId, request.nextAttemptAt);
        return { place: null };
      }
      const block = isDryRun ? null : await findCallBlock(tx, request.patientId, at);
      if (block) {
        await tx
          .update(botCallRequests)
          .set({ status: 'canceled', nextAttemptAt: null, endReason: block, updatedAt: at })
          .where(eq(botCallRequests.callId, callId));
        await tx
          .update(calls)
          .set({ patientDialStatus: 'canceled', interviewerCallStatus: 'canceled' })
          .where(eq(calls.id, callId));
        await recordAudit(tx, {
          userId: null,
          at,
          action: AUDIT_ACTIONS.botCallAttemptEnded,
          organizationId: request.organizationId,
          clientId: request.patientId,
          detail: { callId, attempt: request.attempts, status: 'canceled', endReason: block, retryAt: null },
        });
        return { place: null };
      }
      const attempt = request.attempts + 1;
      await tx.insert(botCallAttempts).values({ callId, attempt, workerId, status: 'dialing', startedAt: at });
      await tx
        .update(botCallRequests)
        .set({ status: 'dialing', attempts: attempt, nextAttemptAt: null, updatedAt: at })
        .where(eq(botCallRequests.callId, callId));
      await tx
        .update(calls)
        .set({ patientDialStatus: 'initiated', interviewerCallStatus: 'in-progress', startDate: at })
        .where(eq(calls.id, callId));
      if (!isDryRun) {
        await tx
          .update(patients)
          .set({ lastCallStartedAt: sql`greatest(${patients.lastCallStartedAt}, ${at.toISOString()}::timestamptz)` })
          .where(eq(patients.id, request.patientId));
      }
      return {
        place: {
          callId,
          organizationId: request.organizationId,
          patientId: request.patientId,
          phoneNumber: request.phoneNumber,
          questionnaireId: request.questionnaireId,
          attempt,
          isDryRun,
        },
      };
    });
  };

  // One statement a status, as the call's attempt, request and record move together: a status of an attempt that
  // is no longer this worker's changes nothing.
  const report = async (call: BotCallToPlace, workerId: string, status: BotCallProgressStatus) => {
    const at = now().toISOString();
    await db.execute(sql`
      with attempt as (
        update bot_call_attempts set status = ${status}
        where call_id = ${call.callId} and attempt = ${call.attempt} and worker_id = ${workerId} and ended_at is null
        returning call_id),
      request as (
        update bot_call_requests set status = ${status}, updated_at = ${at}::timestamptz
        where call_id in (select call_id from attempt) returning call_id)
      update calls set patient_dial_status = ${status} where id in (select call_id from request)`);
    changed(call.callId);
  };

  const finish = async (call: BotCallToPlace, workerId: string, outcome: BotCallOutcome, startedAt: Date) => {
    const policy = call.isDryRun ? NO_RETRIES : await policyOf(call.organizationId);
    const at = now();
    const dialSeconds = Math.max(0, Math.round((at.getTime() - startedAt.getTime()) / 1000));
    if (nextAttemptAt(policy, outcome.status, call.attempt, at) === null) {
      // An end with no retry, in one statement: the attempt closes (only while it is still this worker's: when
      // another worker took the call over and closed it, its record stands), and with it the request, the call's
      // record and the audit entry, or none of them.
      const stamp = at.toISOString();
      const detail = {
        callId: call.callId,
        attempt: call.attempt,
        status: outcome.status,
        endReason: outcome.endReason,
        retryAt: null,
      };
      const closed = await queryRows<{ call_id: number }>(
        db,
        sql`with attempt as (
              update bot_call_attempts set status = ${outcome.status}, end_reason = ${outcome.endReason},
                ended_at = ${stamp}::timestamptz
              where call_id = ${call.callId} and attempt = ${call.attempt} and worker_id = ${workerId}
                and ended_at is null
              returning call_id),
            request as (
              update bot_call_requests set status = ${outcome.status}, next_attempt_at = null,
                end_reason = ${outcome.endReason}, updated_at = ${stamp}::timestamptz
              where call_id in (select call_id from attempt) returning call_id),
            record as (
              update calls set total_dial_time = total_dial_time + ${dialSeconds},
                patient_dial_status = ${outcome.status}, interviewer_call_status = 'completed'
              where id in (select call_id from request)),
            audit as (
              insert into audit_log (user_id, action, organization_id, client_id, detail, at)
              select null, ${AUDIT_ACTIONS.botCallAttemptEnded}, ${call.organizationId}, ${call.patientId},
                ${JSON.stringify(detail)}::jsonb, ${stamp}::timestamptz
              from request)
            select call_id from attempt`,
      );
      return closed.length > 0;
    }
    return withTransaction(db, async (tx) => {
      // The attempt closes only while it is still this worker's, as above.
      const closed = await queryRows<{ call_id: number }>(
        tx,
        sql`with attempt as (
              update bot_call_attempts set status = ${outcome.status}, end_reason = ${outcome.endReason},
                ended_at = ${at.toISOString()}::timestamptz
              where call_id = ${call.callId} and attempt = ${call.attempt} and worker_id = ${workerId}
                and ended_at is null
              returning call_id)
            update calls set total_dial_time = total_dial_time + ${dialSeconds}
            where id in (select call_id from attempt) returning id as call_id`,
      );
      if (closed.length === 0) return false;
      await settle(tx, policy, call, call.attempt, { ...outcome, retryAs: outcome.status }, at);
      return true;
    });
  };

  return async (job: ClaimedJob) => {
    if (typeof job.payload.scheduledCallId === 'number') {
      // The due call becomes a call record with a job of its own, which the next free slot takes up.
      const started = await startScheduledBotCall(db, job.payload.scheduledCallId, now());
      if (started !== null) changed(started);
      return;
    }
    const callId = typeof job.payload.callId === 'number' ? job.payload.callId : null;
    if (callId === null) return;
    const organizationId = typeof job.payload.organizationId === 'number' ? job.payload.organizationId : null;
    const begun = await begin(callId, job.workerId, organizationId);
    changed(callId);
    const call = begun.place;
    if (!call) return;
    const startedAt = now();
    const statuses = createLatestWriter((status: BotCallProgressStatus) => report(call, job.workerId, status));
    let outcome: BotCallOutcome;
    try {
      outcome = await options.placer.place(call, { report: (status) => statuses.write(status), signal });
    } catch (error) {
      log.warn({ err: error, callId: call.callId, attempt: call.attempt }, 'a bot call failed');
      outcome = { status: 'failed', endReason: 'error' };
    }
    await finish(call, job.workerId, outcome, startedAt);
    changed(call.callId);
  };
}
