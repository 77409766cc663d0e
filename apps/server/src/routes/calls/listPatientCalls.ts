import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { callAnswers, callRecordings, calls, users } from '../../db/schema/index.ts';

/** A stored call with the name of the operator who placed it (null for bot calls). */
export interface PatientCallRow {
  call: typeof calls.$inferSelect;
  interviewerFirstName: string | null;
  interviewerLastName: string | null;
  /** The random id of the call's recording file, when one is stored. */
  recordingFileId: string | null;
  /** The post-call answers (full list only; null in the lean one or when none were given). */
  answers: (typeof callAnswers.$inferSelect)['answers'] | null;
}

/** Which of a client's calls to read, as the call list's query gives them. */
export interface PatientCallQuery {
  organizationId: number;
  patientId: number;
  /** Calls placed at or after this instant. */
  startTime?: Date | undefined;
  /** Calls placed at or before this instant. */
  endTime?: Date | undefined;
  limit?: number | undefined;
  order: 'ASC' | 'DESC';
  /** Answered calls (something was recorded) or the others. */
  status?: 'answered' | 'notAnswered' | undefined;
  /** Calls recorded at least this many seconds. */
  minDurationSeconds?: number | undefined;
  /** Whether to read the post-call answers (the full list) or leave them out (the lean one). */
  withAnswers?: boolean;
}

/**
 * When a call took its place in the client's history: when it started, or when its record was made for a call not
 * dialled yet. The same expression as `calls_patient_started_idx`, so the range and the order read that index.
 */
export const callPlacedAt: SQL<Date> = sql<Date>`coalesce(${calls.startDate}, ${calls.dateCreated})`;

/**
 * A client's calls in a time range, newest first unless `order` is `ASC`, ties broken by id so pages never shuffle.
 * Scoped by organization as well as client, so a call row can never be read through another organization.
 */
export async function listPatientCalls(db: Db, query: PatientCallQuery): Promise<PatientCallRow[]> {
  const conditions = [eq(calls.patientId, query.patientId), eq(calls.organizationId, query.organizationId)];
  if (query.startTime) conditions.push(gte(callPlacedAt, query.startTime));
  if (query.endTime) conditions.push(lte(callPlacedAt, query.endTime));
  // A call was answered when something of it was recorded: unanswered calls have a length of 0.
  if (query.status === 'answered') conditions.push(gt(calls.recordingTime, 0));
  if (query.status === 'notAnswered') conditions.push(eq(calls.recordingTime, 0));
  if (query.minDurationSeconds !== undefined && query.minDurationSeconds > 0)
    conditions.push(gte(calls.recordingTime, query.minDurationSeconds));
  const direction = query.order === 'ASC' ? asc : desc;
  const select = db
    .select({
      call: calls,
      interviewerFirstName: users.firstName,
      interviewerLastName: users.lastName,
      recordingFileId: callRecordings.fileId,
      answers: query.withAnswers ? callAnswers.answers : sql<null>`null`,
    })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.interviewerId))
    .leftJoin(callRecordings, eq(callRecordings.callId, calls.id))
    .leftJoin(callAnswers, query.withAnswers ? eq(callAnswers.callId, calls.id) : sql`false`)
    .where(and(...conditions))
    .orderBy(direction(callPlacedAt), direction(calls.id));
  return query.limit === undefined ? await select : await select.limit(query.limit);
}
