import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { calls, users } from '../../db/schema/index.ts';

/** A stored call with the name of the operator who placed it (null for bot calls). */
export interface PatientCallRow {
  call: typeof calls.$inferSelect;
  interviewerFirstName: string | null;
  interviewerLastName: string | null;
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
  const direction = query.order === 'ASC' ? asc : desc;
  const select = db
    .select({ call: calls, interviewerFirstName: users.firstName, interviewerLastName: users.lastName })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.interviewerId))
    .where(and(...conditions))
    .orderBy(direction(callPlacedAt), direction(calls.id));
  return query.limit === undefined ? await select : await select.limit(query.limit);
}
