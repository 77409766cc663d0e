import type { ScheduledCall } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { HttpError } from '../http/HttpError.ts';
import { chooseClientQuestionnaire } from '../questionnaires/chooseClientQuestionnaire.ts';
import { isInShift, type ShiftInterval } from './agentShifts.ts';
import { CALL_WINDOW_MS } from './planSchedulerDay.ts';
import { inLanguages, isOpenCall, RESERVATION_TTL_MS } from './schedulerQueue.ts';

/** Who asks the scheduler, for which planned day, with which languages and shifts. */
export interface AgentScope {
  organizationId: number;
  userId: number;
  planDay: string;
  now: Date;
  languages: readonly string[];
  shifts: readonly ShiftInterval[];
}

/** A reserved call as the routes answer it. */
export type ReservedCall = ScheduledCall & {
  patient_first_name: string;
  patient_last_name: string;
  due_at: string;
  expires_at: string;
};

interface ReservedRow {
  id: number;
  organization_id: number;
  patient_id: number;
  questionnaire_id: number | null;
  batch_id: string | null;
  phone_number_id: number | null;
  first_name: string;
  last_name: string;
  language: string | null;
  due_at: string | Date;
  expires_at: string | Date;
}

const iso = (value: string | Date): string => new Date(value).toISOString();

function toReservedCall(row: ReservedRow & { questionnaire_id: number }): ReservedCall {
  return {
    id: row.id,
    organization_id: row.organization_id,
    patient_id: row.patient_id,
    questionnaire_id: row.questionnaire_id,
    batch_id: row.batch_id,
    phone_number_id: row.phone_number_id,
    patient_first_name: row.first_name,
    patient_last_name: row.last_name,
    due_at: iso(row.due_at),
    expires_at: iso(row.expires_at),
  };
}

/** The agent's own reservation that has not lapsed, if any. */
async function readHeldReservation(db: Db, scope: AgentScope): Promise<ReservedRow | null> {
  const [row] = await queryRows<ReservedRow>(
    db,
    sql`select c.id, c.organization_id, c.patient_id, c.questionnaire_id, c.batch_id, c.phone_number_id,
          p.first_name, p.last_name, c.language, c.due_at, c.expires_at
        from scheduler_calls c join patients p on p.id = c.patient_id
        where c.organization_id = ${scope.organizationId} and c.user_id = ${scope.userId} and c.status = 'reserved'
          and c.expires_at > ${scope.now.toISOString()}::timestamptz
        order by c.reserved_at desc limit 1`,
  );
  return row ?? null;
}

/**
 * When the agent's next call is due: now (`shouldInvokeCall`) when they hold a reservation or a call in their
 * languages is open while they are in a shift; otherwise the earliest instant today at which an open call's window
 * and one of their shifts meet; null when there is none left today.
 */
export async function getNextCallee(
  db: Db,
  scope: AgentScope,
): Promise<{ next_call_timedate_utc: string | null; shouldInvokeCall: boolean } | null> {
  const now = scope.now;
  const nowIso = now.toISOString();
  const base = sql`c.organization_id = ${scope.organizationId} and c.plan_day = ${scope.planDay}
    and ${isOpenCall(now)} and ${inLanguages(scope.languages)}`;
  // One round trip: a held reservation, then per shift a window open at its start (or now) and the first later slot.
  const held = sql`exists (select 1 from scheduler_calls h where h.user_id = ${scope.userId} and h.status = 'reserved'
    and h.organization_id = ${scope.organizationId} and h.expires_at > ${nowIso}::timestamptz)`;
  const shifts = scope.shifts.filter((shift) => shift.end > now);
  const perShift = shifts.map((shift) => {
    const fromIso = new Date(Math.max(shift.start.getTime(), now.getTime())).toISOString();
    const endIso = shift.end.toISOString();
    // Windows last CALL_WINDOW_MS, so only slots started within that time before `from` can be open then: the read
    // stays a short index range.
    const windowStartIso = new Date(Date.parse(fromIso) - CALL_WINDOW_MS).toISOString();
    return sql`(select case when exists (select 1 from scheduler_calls c where ${base}
          and c.due_at <= ${fromIso}::timestamptz and c.due_at > ${windowStartIso}::timestamptz
          and c.window_end > ${fromIso}::timestamptz and c.due_at < ${endIso}::timestamptz)
        then ${fromIso}::timestamptz
        else (select c.due_at from scheduler_calls c where ${base} and c.due_at > ${fromIso}::timestamptz
          and c.due_at < ${endIso}::timestamptz order by c.due_at limit 1) end)`;
  });
  const earliestSql = perShift.length === 0 ? sql`null::timestamptz` : sql`least(${sql.join(perShift, sql`, `)})`;
  const [row] = await queryRows<{ held: boolean; at: string | Date | null }>(
    db,
    sql`select ${held} as held, ${earliestSql} as at`,
  );
  if (row?.held) return { next_call_timedate_utc: nowIso, shouldInvokeCall: true };
  const earliest = row?.at ? new Date(row.at).getTime() : null;
  if (earliest === null) return null;
  return { next_call_timedate_utc: new Date(earliest).toISOString(), shouldInvokeCall: earliest <= now.getTime() };
}

/**
 * Reserves the highest-priority open call for the agent (overdue first, then the earlier slot, then the longest
 * since the last call), in their languages, while they are in a shift. The row is taken with `for update skip
 * locked`, so agents reserving at the same instant each get a different call and never wait on one another; the
 * reservation lapses after {@link RESERVATION_TTL_MS}. An agent who already holds a reservation gets it back. Null:
 * nothing to call ('No calls in scheduler'); 404 NO_QUESTIONNAIRE_FOUND: the questionnaire rule
 * (`chooseClientQuestionnaire`) finds none for the client (the call stays open).
 */
export async function reserveCallee(db: Db, scope: AgentScope): Promise<ReservedCall | null> {
  return withTransaction(db, async (tx) => {
    const held = await readHeldReservation(tx, scope);
    if (held && held.questionnaire_id !== null)
      return toReservedCall({ ...held, questionnaire_id: held.questionnaire_id });
    if (!isInShift(scope.shifts, scope.now)) return null;
    const now = scope.now.toISOString();
    const expiresAt = new Date(scope.now.getTime() + RESERVATION_TTL_MS).toISOString();
    const [row] = await queryRows<ReservedRow>(
      tx,
      sql`with picked as (
            select c.id from scheduler_calls c
            where c.organization_id = ${scope.organizationId} and c.plan_day = ${scope.planDay}
              and ${isOpenCall(scope.now)} and ${inLanguages(scope.languages)}
              and c.due_at <= ${now}::timestamptz and c.window_end > ${now}::timestamptz
              and c.due_at > ${new Date(scope.now.getTime() - CALL_WINDOW_MS).toISOString()}::timestamptz
            order by c.overdue desc, c.due_at, c.last_call_at nulls first, c.patient_id
            limit 1
            for update skip locked)
          update scheduler_calls c
          set status = 'reserved', user_id = ${scope.userId}, reserved_at = ${now}::timestamptz,
            expires_at = ${expiresAt}::timestamptz,
            batch_id = concat('scheduler:', c.organization_id, ':', c.plan_day),
            phone_number_id = (select ph.id from patient_phones ph where ph.patient_id = c.patient_id
              order by ph.is_default desc, ph.id limit 1)
          from picked, patients p
          where c.id = picked.id and p.id = c.patient_id
          returning c.id, c.organization_id, c.patient_id, c.questionnaire_id, c.batch_id, c.phone_number_id,
            p.first_name, p.last_name, c.language, c.due_at, c.expires_at`,
    );
    if (!row) return null;
    const { questionnaireId } = await chooseClientQuestionnaire(tx, scope.organizationId, row.patient_id, 'call');
    if (questionnaireId === null)
      throw new HttpError(404, 'NO_QUESTIONNAIRE_FOUND', 'The organization has no questionnaire for this client');
    await tx.execute(sql`update scheduler_calls set questionnaire_id = ${questionnaireId} where id = ${row.id}`);
    return toReservedCall({ ...row, questionnaire_id: questionnaireId });
  });
}

/**
 * Closes the agent's reservation once the call is placed. The call's own agent (or an admin of the organization)
 * may; a reservation that lapsed and went to someone else, was skipped or never existed answers 409
 * CALLEE_NOT_AVAILABLE (the portal says 'callee is not available' and goes home). Marking twice is harmless.
 */
export async function markCallExecuted(
  db: Db,
  scope: Pick<AgentScope, 'organizationId' | 'userId' | 'now'> & { isAdmin: boolean },
  scheduledCallId: number,
): Promise<{ patientId: number }> {
  if (!isDatabaseId(scheduledCallId))
    throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'Callee is not available anymore');
  const [row] = await queryRows<{ patient_id: number; status: string; user_id: number | null }>(
    db,
    sql`update scheduler_calls set status = 'executed', executed_at = ${scope.now.toISOString()}::timestamptz
        where id = ${scheduledCallId} and organization_id = ${scope.organizationId}
          and status in ('reserved', 'executed') and (user_id = ${scope.userId} or ${scope.isAdmin})
        returning patient_id, status, user_id`,
  );
  if (row) return { patientId: row.patient_id };
  throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'Callee is not available anymore');
}

/**
 * Passes over a call the agent reserved, with their reason: it is not offered again today, and the organization's
 * queue view shows who skipped it and why.
 */
export async function skipCallee(
  db: Db,
  scope: Pick<AgentScope, 'organizationId' | 'userId' | 'now'>,
  scheduledCallId: number,
  reason: string,
): Promise<{ patientId: number }> {
  if (!isDatabaseId(scheduledCallId))
    throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'Callee is not available anymore');
  const [row] = await queryRows<{ patient_id: number }>(
    db,
    sql`update scheduler_calls set status = 'skipped', skip_reason = ${reason}
        where id = ${scheduledCallId} and organization_id = ${scope.organizationId} and status = 'reserved'
          and user_id = ${scope.userId}
        returning patient_id`,
  );
  if (row) return { patientId: row.patient_id };
  throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'Callee is not available anymore');
}
