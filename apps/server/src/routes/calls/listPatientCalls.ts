import { and, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { queryRows } from '../../db/queryRows.ts';
import { type callAnswers, calls } from '../../db/schema/index.ts';

/** The fields of a stored call that the call lists answer. */
export type ListedCall = Pick<
  typeof calls.$inferSelect,
  | 'id'
  | 'patientId'
  | 'source'
  | 'product'
  | 'status'
  | 'patientDialStatus'
  | 'interviewerCallStatus'
  | 'patientPhone'
  | 'startDate'
  | 'dateCreated'
  | 'recordingTime'
  | 'totalDialTime'
  | 'wasRecorded'
  | 'callTranscriptionStatus'
  | 'isDryRun'
>;

/** A stored call with the name of the operator who placed it (null for bot calls). */
export interface PatientCallRow {
  call: ListedCall;
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

/** One listed call as the database aggregates it: timestamps as JSON text, everything else as stored. */
type AggregatedCall = Omit<ListedCall, 'startDate' | 'dateCreated'> & {
  startDate: string | null;
  dateCreated: string;
  interviewerFirstName: string | null;
  interviewerLastName: string | null;
  recordingFileId: string | null;
  answers: PatientCallRow['answers'];
};

/**
 * A client's calls in a time range, newest first unless `order` is `ASC`, ties broken by id so pages never shuffle.
 * Scoped by organization as well as client, so a call row can never be read through another organization.
 *
 * The database answers the whole list as one JSON array of the listed fields only: a client with thousands of calls
 * would otherwise cost a decoded row of every column per call, which took longer than finding the calls.
 */
export async function listPatientCalls(db: Db, query: PatientCallQuery): Promise<PatientCallRow[]> {
  // An operator's dry run is a rehearsal with the bot that dials no one: none of the client's calls. An admin's dry
  // run of a bot call (product `bot`) ran with the client's record, so it is listed, marked as a dry run.
  const conditions: (SQL | undefined)[] = [
    eq(calls.patientId, query.patientId),
    eq(calls.organizationId, query.organizationId),
    or(eq(calls.isDryRun, false), eq(calls.product, 'bot')),
  ];
  if (query.startTime) conditions.push(gte(callPlacedAt, query.startTime));
  if (query.endTime) conditions.push(lte(callPlacedAt, query.endTime));
  // A call was answered when something of it was recorded: unanswered calls have a length of 0.
  if (query.status === 'answered') conditions.push(gt(calls.recordingTime, 0));
  if (query.status === 'notAnswered') conditions.push(eq(calls.recordingTime, 0));
  if (query.minDurationSeconds !== undefined && query.minDurationSeconds > 0)
    conditions.push(gte(calls.recordingTime, query.minDurationSeconds));
  const direction = query.order === 'ASC' ? sql.raw('asc') : sql.raw('desc');
  const answers = query.withAnswers
    ? sql`(select call_answers.answers from call_answers where call_answers.call_id = ${calls.id})`
    : sql`null`;
  const limit = query.limit === undefined ? sql`` : sql`limit ${query.limit}`;
  const [result] = await queryRows<{ calls: string | null }>(
    db,
    sql`select json_agg(listed order by listed."placedAt" ${direction}, listed.id ${direction})::text as calls
        from (
          select ${calls.id} as "id", ${calls.patientId} as "patientId", ${calls.source} as "source",
            ${calls.product} as "product", ${calls.status} as "status",
            ${calls.patientDialStatus} as "patientDialStatus",
            ${calls.interviewerCallStatus} as "interviewerCallStatus", ${calls.patientPhone} as "patientPhone",
            ${calls.startDate} as "startDate", ${calls.dateCreated} as "dateCreated",
            ${calls.recordingTime} as "recordingTime", ${calls.totalDialTime} as "totalDialTime",
            ${calls.wasRecorded} as "wasRecorded", ${calls.callTranscriptionStatus} as "callTranscriptionStatus",
            ${calls.isDryRun} as "isDryRun",
            users.first_name as "interviewerFirstName", users.last_name as "interviewerLastName",
            call_recordings.file_id as "recordingFileId", ${answers} as "answers",
            ${callPlacedAt} as "placedAt"
          from ${calls}
          left join users on users.id = ${calls.interviewerId}
          left join call_recordings on call_recordings.call_id = ${calls.id}
          where ${and(...conditions)}
          order by ${callPlacedAt} ${direction}, ${calls.id} ${direction}
          ${limit}
        ) listed`,
  );
  const listed: AggregatedCall[] = result?.calls ? JSON.parse(result.calls) : [];
  return listed.map((entry) => ({
    call: {
      id: entry.id,
      patientId: entry.patientId,
      source: entry.source,
      product: entry.product,
      status: entry.status,
      patientDialStatus: entry.patientDialStatus,
      interviewerCallStatus: entry.interviewerCallStatus,
      patientPhone: entry.patientPhone,
      startDate: entry.startDate === null ? null : new Date(entry.startDate),
      dateCreated: new Date(entry.dateCreated),
      recordingTime: entry.recordingTime,
      totalDialTime: entry.totalDialTime,
      wasRecorded: entry.wasRecorded,
      callTranscriptionStatus: entry.callTranscriptionStatus,
      isDryRun: entry.isDryRun,
    },
    interviewerFirstName: entry.interviewerFirstName,
    interviewerLastName: entry.interviewerLastName,
    recordingFileId: entry.recordingFileId,
    answers: entry.answers,
  }));
}
