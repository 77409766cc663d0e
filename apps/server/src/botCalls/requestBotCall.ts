import { randomUUID } from 'node:crypto';
import type { Db } from '../db/openDatabase.ts';
import { botCallRequests, calls } from '../db/schema/index.ts';
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

/**
 * Stores a bot call as a call record (product `bot`, dialled by phone, status `queued`) with its bot-call request,
 * and, unless `enqueue` is false (the caller places it at once), queues the job that places it. Pass a transaction's
 * `Db`, so the record and its job exist together or not at all. Answers the call's id and execution id.
 */
export async function requestBotCall(
  db: Db,
  request: BotCallRequest,
  { enqueue = true }: { enqueue?: boolean } = {},
): Promise<{ callId: number; exeId: string }> {
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
