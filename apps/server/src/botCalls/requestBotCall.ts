import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import type { BotCallStatus } from '../db/schema/botCallRequests.ts';
import { botCallRequests, calls, patients } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/enqueueJob.ts';
import { BOT_CALL_JOB } from './BOT_CALL_JOB.ts';

/** What a bot call is asked with. */
export interface BotCallRequest {
  organizationId: number;
  patientId: number;
  patientPhoneId: number | null;
  /** `country code-number`. */
  phoneNumber: string;
  questionnaireId: number;
  questionnaireVersion: number;
  requestedBy: number | null;
  scheduledCallId?: number | null;
  /**
   * A dry run: the call record is flagged `is_dry_run` and holds no client number (its client leg rings the admin's
   * browser line, never the client's phone).
   */
  isDryRun?: boolean;
  now: Date;
}

/** How many times a bot call's job may be taken up (each time a worker stops mid-call it is taken again). */
export const BOT_CALL_JOB_ATTEMPTS = 10;

/** The statuses of a bot call that is not over: queued (maybe for a retry's next attempt) or under way. */
export const ACTIVE_BOT_CALL_STATUSES = [
  'queued',
  'dialing',
  'ringing',
  'in-progress',
] as const satisfies readonly BotCallStatus[];

/** The bot call a client already has, queued or under way, which another one may not join. */
export interface ActiveBotCall {
  callId: number;
  status: BotCallStatus;
  /** When its next attempt is due (a retry's); null when it is due at once or under way. */
  nextAttemptAt: Date | null;
}

/** Thrown by {@link requestBotCall} when the client already has a bot call queued or under way. */
export class BotCallAlreadyActiveError extends Error {
  readonly active: ActiveBotCall;

  constructor(active: ActiveBotCall) {
    super(`the client already has bot call ${active.callId} ${active.status}`);
    this.name = 'BotCallAlreadyActiveError';
    this.active = active;
  }
}

/**
 * Takes the client's row lock for the rest of the transaction: every bot call request of a client is stored under
 * it, so two requests for one client are stored one after the other, each seeing the other's.
 */
export async function lockClientForBotCall(db: Db, patientId: number): Promise<void> {
  await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('update');
}

/** The client's bot call queued or under way (dry runs, which ring no client, left out), or null. */
export async function findActiveBotCall(db: Db, patientId: number): Promise<ActiveBotCall | null> {
  const [active] = await db
    .select({
      callId: botCallRequests.callId,
      status: botCallRequests.status,
      nextAttemptAt: botCallRequests.nextAttemptAt,
    })
    .from(botCallRequests)
    .innerJoin(calls, eq(calls.id, botCallRequests.callId))
    .where(
      and(
        eq(botCallRequests.patientId, patientId),
        inArray(botCallRequests.status, [...ACTIVE_BOT_CALL_STATUSES]),
        eq(calls.isDryRun, false),
      ),
    )
    .orderBy(asc(botCallRequests.id))
    .limit(1);
  if (!active || active.callId === null) return null;
  return { callId: active.callId, status: active.status, nextAttemptAt: active.nextAttemptAt };
}

/**
 * Stores a bot call as a call record (product `bot`, dialled by phone, status `queued`) with its bot-call request,
 * and, unless `enqueue` is false (the caller places it at once), queues the job that places it. Pass a transaction's
 * `Db`, so the record and its job exist together or not at all. Answers the call's id and execution id.
 * A client has one bot call at a time: while one is queued (a retry waiting for its next attempt included) or under
 * way, another throws {@link BotCallAlreadyActiveError}. The check runs under the client's row lock
 * ({@link lockClientForBotCall}), so of two concurrent requests for one client only one is stored. Dry runs ring the
 * admin's browser, never the client, and are neither refused nor counted.
 */
export async function requestBotCall(
  db: Db,
  request: BotCallRequest,
  { enqueue = true }: { enqueue?: boolean } = {},
): Promise<{ callId: number; exeId: string }> {
  if (!request.isDryRun) {
    await lockClientForBotCall(db, request.patientId);
    const active = await findActiveBotCall(db, request.patientId);
    if (active) throw new BotCallAlreadyActiveError(active);
  }
  const [call] = await db
    .insert(calls)
    .values({
      organizationId: request.organizationId,
      patientId: request.patientId,
      source: 'phone',
      product: 'bot',
      patientDialStatus: 'queued',
      interviewerCallStatus: 'queued',
      patientPhone: request.isDryRun ? null : request.phoneNumber,
      questionnaireId: request.questionnaireId,
      isDryRun: request.isDryRun ?? false,
      dateCreated: request.now,
    })
    .returning({ id: calls.id });
  if (!call) throw new Error('the bot call was not stored');
  const exeId = randomUUID();
  await db.insert(botCallRequests).values({
    exeId,
    organizationId: request.organizationId,
    patientId: request.patientId,
    callId: call.id,
    scheduledCallId: request.scheduledCallId ?? null,
    patientPhoneId: request.patientPhoneId,
    phoneNumber: request.phoneNumber,
    questionnaireId: request.questionnaireId,
    questionnaireVersion: request.questionnaireVersion,
    status: 'queued',
    requestedBy: request.requestedBy,
    createdAt: request.now,
    updatedAt: request.now,
  });
  if (enqueue) await enqueueBotCallJob(db, call.id, request.now, request.organizationId);
  return { callId: call.id, exeId };
}

/**
 * Queues (once) the job that places call `callId` at `runAt`; with the call's organization, the job reads its retry
 * policy without looking the call up first.
 */
export function enqueueBotCallJob(db: Db, callId: number, runAt: Date, organizationId?: number): Promise<number> {
  return enqueueJob(db, {
    kind: BOT_CALL_JOB,
    payload: organizationId === undefined ? { callId } : { callId, organizationId },
    uniqueKey: `call:${callId}`,
    runAt,
    maxAttempts: BOT_CALL_JOB_ATTEMPTS,
  });
}
