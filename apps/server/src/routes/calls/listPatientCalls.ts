import { and, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnsweredAnalysis } from '../../analysis/toCallAnalysis.ts';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import type { Db } from '../../db/openDatabase.ts';
import { queryRows } from '../../db/queryRows.ts';
import { auditLog, type callAnswers, calls } from '../../db/schema/index.ts';

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
  /** Whether to read the post-call answers and analyses (the full list) or leave them out (the lean one). */
  withAnswers?: boolean;
}

/**
 * When a call took its place in the client's history: when it started, or when its record was made for a call not
 * dialled yet. The same expression as `calls_patient_started_idx`, so the range and the order read that index.
 */
export const callPlacedAt: SQL<Date> = sql<Date>`coalesce(${calls.startDate}, ${calls.dateCreated})`;

/** A listed call with its newest voice analysis (full list only; null when never analysed or in the lean list). */
export interface PatientCallListRow extends PatientCallRow {
  analysis: AnsweredAnalysis | null;
}

/** One user's reads answered by one list read: each gets an audit entry, written in the same statement. */
export interface CallListReader {
  userId: number;
  /** When the user's first read of these asked. */
  at: Date;
  /** How many of the user's requests this read answers. */
  reads: number;
}

/** Who reads the list, for the audit entries the read writes in the same statement. */
export interface CallListReaders {
  readers: readonly CallListReader[];
  /** Extra facts of each entry besides the counts (`{ lean: true }`). */
  detail?: Record<string, unknown>;
}

/** One listed call as the database aggregates it: timestamps as JSON text, everything else as stored. */
type AggregatedCall = Omit<ListedCall, 'startDate' | 'dateCreated'> & {
  startDate: string | null;
  dateCreated: string;
  interviewerFirstName: string | null;
  interviewerLastName: string | null;
  recordingFileId: string | null;
  answers: PatientCallRow['answers'];
  analysis: (Omit<AnsweredAnalysis, 'updatedAt'> & { updatedAt: string }) | null;
};

/**
 * A client's calls in a time range, newest first unless `order` is `ASC`, ties broken by id so pages never shuffle;
 * null when the client is not one of the organization's (as if it did not exist). Scoped by organization as well as
 * client, so a call row can never be read through another organization.
 *
 * One statement does the whole read, however many calls there are: the client check, the filters, order and limit
 * (so only the calls answered are read, joined and encoded), each call's newest analysis (`withAnswers`), and one
 * `client_calls_read` audit entry per reader with the count of calls and of the reader's requests it answers
 * (`reads`), written only when the client was found. The database answers the
 * list as one JSON array of the listed fields: a statement costs PGlite about half a millisecond of planning and
 * protocol whatever it reads, and decoded rows of every column cost more than finding the calls.
 */
export async function listPatientCalls(
  db: Db,
  query: PatientCallQuery,
  { readers, detail: extra }: CallListReaders,
): Promise<PatientCallListRow[] | null> {
  // An operator's dry run is a rehearsal with the bot that dials no one: none of the client's calls. An admin's dry
  // run of a bot call (product `bot`) ran with the client's record, so it is listed, marked as a dry run.
  const conditions: (SQL | undefined)[] = [
    sql`${calls.patientId} = (select id from client)`,
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
  // The newest run is the call's analysis (`call_analyses_call_idx`, read backwards for one row).
  const analysis = query.withAnswers
    ? sql`(select json_build_object('id', a.id, 'updatedAt', a.updated_at, 'status', a.status,
              'algorithm', a.algorithm, 'anomalyLevel', a.anomaly_level, 'version', a.version,
              'anomalyKinds', a.anomaly_kinds, 'voiceScore', a.voice_score, 'measures', a.measures,
              'comment', a.comment)
            from call_analyses a where a.call_id = ${calls.id} order by a.id desc limit 1)`
    : sql`null`;
  const limit = query.limit === undefined ? sql`` : sql`limit ${query.limit}`;
  const detail = JSON.stringify(extra ?? {});
  const entries = JSON.stringify(
    readers.map((reader) => ({ user_id: reader.userId, at: reader.at.toISOString(), reads: reader.reads })),
  );
  const [result] = await queryRows<{ found: boolean; calls: string | null }>(
    db,
    sql`with client as (
          select id from patients where id = ${query.patientId} and organization_id = ${query.organizationId}
        ),
        listed as (
          select ${calls.id} as "id", ${calls.patientId} as "patientId", ${calls.source} as "source",
            ${calls.product} as "product", ${calls.status} as "status",
            ${calls.patientDialStatus} as "patientDialStatus",
            ${calls.interviewerCallStatus} as "interviewerCallStatus", ${calls.patientPhone} as "patientPhone",
            ${calls.startDate} as "startDate", ${calls.dateCreated} as "dateCreated",
            ${calls.recordingTime} as "recordingTime", ${calls.totalDialTime} as "totalDialTime",
            ${calls.wasRecorded} as "wasRecorded", ${calls.callTranscriptionStatus} as "callTranscriptionStatus",
            ${calls.isDryRun} as "isDryRun",
            users.first_name as "interviewerFirstName", users.last_name as "interviewerLastName",
            call_recordings.file_id as "recordingFileId", ${answers} as "answers", ${analysis} as "analysis",
            ${callPlacedAt} as "placedAt"
          from ${calls}
          left join users on users.id = ${calls.interviewerId}
          left join call_recordings on call_recordings.call_id = ${calls.id}
          where ${and(...conditions)}
          order by ${callPlacedAt} ${direction}, ${calls.id} ${direction}
          ${limit}
        ),
        audit as (
          insert into ${auditLog} (user_id, action, organization_id, client_id, detail, at)
          select reader.user_id, ${AUDIT_ACTIONS.clientCallsRead}::text, ${query.organizationId}::int, client.id,
            jsonb_build_object('count', (select count(*) from listed), 'reads', reader.reads) || ${detail}::jsonb,
            reader.at
          from client
          cross join jsonb_to_recordset(${entries}::jsonb) as reader(user_id int, at timestamptz, reads int)
        )
        select exists (select 1 from client) as "found",
          (select json_agg(listed order by listed."placedAt" ${direction}, listed.id ${direction}) from listed)::text
            as "calls"`,
  );
  if (!result?.found) return null;
  const listed: AggregatedCall[] = result.calls ? JSON.parse(result.calls) : [];
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
    analysis: entry.analysis === null ? null : { ...entry.analysis, updatedAt: new Date(entry.analysis.updatedAt) },
  }));
}
