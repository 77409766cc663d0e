import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { enqueueCallAnalysis } from '../analysis/enqueueCallAnalysis.ts';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { callRecordings, calls } from '../db/schema/index.ts';
import type { RecordingFileStorage } from '../recordings/createFileRecordingStorage.ts';
import { FINAL_DIAL_STATUSES, type TelephonyEvent } from '../telephony/Telephony.ts';
import { markCallStarted } from './markCallStarted.ts';

export interface RecordTelephonyEventsOptions {
  db: Db;
  recordings: Pick<RecordingFileStorage, 'size'>;
  /** Wakes the job worker once an analysis is queued. */
  wakeJobs(): void;
}

/**
 * Writes what telephony reports into the call's row: the client leg's status becomes the call's patient dial status,
 * the operator's or bot's its interviewer call status (so a client whose call still rings is not called twice); the
 * call's start date is when the client answered; an ended conference leaves no leg ringing (`canceled`); a recording is stored as the call's `call_recordings` row
 * (the calls panel's player) and queued for voice analysis, as every recorded call is. Events of conferences that
 * are no stored call (ids that are no database id, or calls since deleted) change nothing.
 */
export async function recordTelephonyEvent(
  options: RecordTelephonyEventsOptions,
  event: TelephonyEvent,
): Promise<void> {
  const callId = Number(event.callId);
  if (!/^\d+$/.test(event.callId) || !isDatabaseId(callId)) return;
  const { db } = options;
  if (event.type === 'leg-status') {
    // A transferee's leg is the call's run's (stored with its path), neither the client's nor the interviewer's.
    if (event.role === 'transferee') return;
    const set = event.role === 'client' ? { patientDialStatus: event.status } : { interviewerCallStatus: event.status };
    await db.update(calls).set(set).where(eq(calls.id, callId));
    // A call starts when the client answers.
    if (event.role === 'client' && event.status === 'in-progress') {
      await markCallStarted(db, callId, event.at);
    }
    return;
  }
  if (event.type === 'conference-ended') {
    const unfinished = [...FINAL_DIAL_STATUSES];
    await db
      .update(calls)
      .set({ patientDialStatus: 'canceled' })
      .where(
        and(eq(calls.id, callId), isNotNull(calls.patientDialStatus), notInArray(calls.patientDialStatus, unfinished)),
      );
    // A dry run whose operator never joined has no leg left to wait for.
    await db
      .update(calls)
      .set({ interviewerCallStatus: 'canceled' })
      .where(and(eq(calls.id, callId), eq(calls.isDryRun, true), isNull(calls.interviewerCallStatus)));
    await db
      .update(calls)
      .set({ interviewerCallStatus: 'completed' })
      .where(
        and(
          eq(calls.id, callId),
          isNotNull(calls.interviewerCallStatus),
          notInArray(calls.interviewerCallStatus, unfinished),
        ),
      );
    return;
  }
  const [call] = await db
    .select({
      id: calls.id,
      organizationId: calls.organizationId,
      patientId: calls.patientId,
      isDryRun: calls.isDryRun,
    })
    .from(calls)
    .where(eq(calls.id, callId));
  if (!call) return;
  const sizeBytes = await options.recordings.size(event.recordingKey);
  if (sizeBytes === null) throw new Error(`the recording of call ${callId} is not in the recording storage`);
  const durationMs = Math.round(event.durationSeconds * 1000);
  const values = { storageKey: event.recordingKey, sizeBytes, durationMs, format: 'wav' as const };
  await db
    .insert(callRecordings)
    .values({ callId, organizationId: call.organizationId, fileId: randomUUID(), ...values })
    .onConflictDoUpdate({ target: callRecordings.callId, set: values });
  await db
    .update(calls)
    .set({ wasRecorded: true, recordingTime: Math.round(event.durationSeconds) })
    .where(eq(calls.id, callId));
  await recordAudit(db, {
    userId: null,
    at: event.at,
    action: AUDIT_ACTIONS.liveCallRecordingStored,
    organizationId: call.organizationId,
    clientId: call.patientId,
    detail: { callId, durationMs },
  });
  // A dry run's voice is the admin's, not the client's: it feeds no analysis of the client.
  if (call.isDryRun) return;
  await enqueueCallAnalysis(db, callId, { recordingKey: event.recordingKey });
  options.wakeJobs();
}

/**
 * Records a stream of telephony events one after another, in the order they were reported (a status must not
 * overtake the one before it); a failure is reported and the next event is still recorded.
 */
export function createTelephonyEventRecorder(
  options: RecordTelephonyEventsOptions & { onError(error: unknown, event: TelephonyEvent): void },
): { record(event: TelephonyEvent): void; idle(): Promise<void> } {
  let queue: Promise<void> = Promise.resolve();
  return {
    record(event) {
      queue = queue
        .then(() => recordTelephonyEvent(options, event))
        .catch((error: unknown) => options.onError(error, event));
    },
    idle: () => queue,
  };
}
