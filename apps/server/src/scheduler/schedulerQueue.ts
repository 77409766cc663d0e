import { CONSENT_TAG_NAME, type ScheduleCaller } from '@carecall/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { schedulerCalls, schedulerPlans } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { formatDateInTimeZone } from '../patients/formatDateInTimeZone.ts';
import { type PlannerClient, planSchedulerDay } from './planSchedulerDay.ts';

/** A reservation not turned into a call within this time is offered again. */
export const RESERVATION_TTL_MS = 10 * 60_000;

/** How often one process checks whether an organization's clients changed since its day was planned. */
export const PLAN_CHECK_INTERVAL_MS = 10_000;

/** The advisory lock class of planning an organization's day (second key: the organization id). */
const PLAN_LOCK_CLASS = 4_841_821;

/** When each process last found an organization's plan current, per database. */
const checkedAt = new WeakMap<Db, Map<string, number>>();

/** The organization a scheduler request runs in, its zone and the time of the request. */
export interface SchedulerScope {
  organizationId: number;
  timeZone: string;
  now: Date;
  /** Who calls the organization's client schedules (`getScheduleCaller`): the scheduler plans calls only for agents. */
  caller: ScheduleCaller;
}

interface StampRow {
  stamp: string;
}

async function readSourceStamp(db: Db, organizationId: number): Promise<string> {
  const [row] = await queryRows<StampRow>(
    db,
    sql`select concat_ws(':', count(*), coalesce(sum(version), 0), coalesce(max(extract(epoch from updated_at)), 0),
          coalesce(max(extract(epoch from last_call_started_at)), 0)) as stamp
        from patients where organization_id = ${organizationId}`,
  );
  return row?.stamp ?? '';
}

interface ClientRow {
  id: number;
  language: string | null;
  days_frequency: number | null;
  start_date: string | null;
  end_date: string | null;
  created_at: string | Date;
  last_call_started_at: string | Date | null;
  declined: boolean;
  slots: { dayOfWeek: number; time: string; timezone: string }[] | null;
}

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** The organization's clients that have a schedule, as the planner reads them. */
async function loadPlannerClients(db: Db, organizationId: number): Promise<PlannerClient[]> {
  const rows = await queryRows<ClientRow>(
    db,
    sql`select p.id, p.language, p.days_frequency, p.start_date::text as start_date, p.end_date::text as end_date,
          p.created_at, p.last_call_started_at, coalesce(consent.params = 'declined', false) as declined,
          json_agg(json_build_object('dayOfWeek', s.day_of_week, 'time', s.time, 'timezone', s.timezone)) as slots
        from patients p
        join patient_schedules s on s.patient_id = p.id
        left join patient_tags consent on consent.patient_id = p.id and consent.name = ${CONSENT_TAG_NAME}
        where p.organization_id = ${organizationId}
        group by p.id, consent.params`,
  );
  return rows.map((row) => {
    const createdAt = toDate(row.created_at);
    return {
      id: row.id,
      language: row.language,
      daysFrequency: row.days_frequency,
      slots: row.slots ?? [],
      startDate: row.start_date,
      endDate: row.end_date,
      declined: row.declined,
      anchorDate: row.start_date ?? createdAt.toISOString().slice(0, 10),
      lastCallAt: row.last_call_started_at === null ? null : toDate(row.last_call_started_at),
      createdAt,
    };
  });
}

/**
 * Plans the organization's day from its clients' schedules when it has not been planned yet or its clients changed
 * since (checked at most every {@link PLAN_CHECK_INTERVAL_MS} per process): new due calls are added, due calls no
 * longer due are removed, reserved, executed and skipped ones are kept as they are. Answers the planned day.
 */
export async function ensureDayPlanned(db: Db, scope: SchedulerScope): Promise<string> {
  const planDay = formatDateInTimeZone(scope.now, scope.timeZone);
  const key = `${scope.organizationId}:${planDay}`;
  let checks = checkedAt.get(db);
  if (!checks) {
    checks = new Map();
    checkedAt.set(db, checks);
  }
  const last = checks.get(key);
  const nowMs = scope.now.getTime();
  if (last !== undefined && nowMs - last >= 0 && nowMs - last < PLAN_CHECK_INTERVAL_MS) return planDay;
  await replanIfChanged(db, scope, planDay);
  checks.set(key, nowMs);
  return planDay;
}

/** Forgets when plans were last checked, so the next request looks at the clients again. */
export function forgetPlanChecks(db: Db): void {
  checkedAt.delete(db);
}

async function replanIfChanged(db: Db, scope: SchedulerScope, planDay: string): Promise<void> {
  const { organizationId } = scope;
  const current = `${scope.caller}:${await readSourceStamp(db, organizationId)}`;
  const [plan] = await db
    .select({ stamp: schedulerPlans.sourceStamp })
    .from(schedulerPlans)
    .where(and(eq(schedulerPlans.organizationId, organizationId), eq(schedulerPlans.planDay, planDay)));
  if (plan?.stamp === current) return;
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK_CLASS}, ${organizationId})`);
    // Another request may have planned while this one waited for the lock.
    const stamp = `${scope.caller}:${await readSourceStamp(tx, organizationId)}`;
    const [again] = await tx
      .select({ stamp: schedulerPlans.sourceStamp })
      .from(schedulerPlans)
      .where(and(eq(schedulerPlans.organizationId, organizationId), eq(schedulerPlans.planDay, planDay)));
    if (again?.stamp === stamp) return;
    // Schedules the bot calls are not the agents': none is planned, and due ones of an earlier plan are removed below.
    const planned =
      scope.caller === 'agents'
        ? planSchedulerDay(planDay, scope.timeZone, await loadPlannerClients(tx, organizationId))
        : [];
    for (let index = 0; index < planned.length; index += 500) {
      const chunk = planned.slice(index, index + 500);
      await tx
        .insert(schedulerCalls)
        .values(chunk.map((call) => ({ organizationId, planDay, ...call })))
        .onConflictDoUpdate({
          target: [schedulerCalls.patientId, schedulerCalls.dueAt],
          set: {
            windowEnd: sql`excluded.window_end`,
            language: sql`excluded.language`,
            overdue: sql`excluded.overdue`,
            lastCallAt: sql`excluded.last_call_at`,
            planDay: sql`excluded.plan_day`,
          },
          setWhere: sql`${schedulerCalls.status} = 'due'`,
        });
    }
    // Due calls no longer planned (schedule, frequency or consent changed) are removed; the rest stay as they are.
    const keep = new Set(planned.map((call) => `${call.patientId}@${call.dueAt.getTime()}`));
    const existing = await queryRows<{ id: number; patient_id: number; due_at: string | Date }>(
      tx,
      sql`select id, patient_id, due_at from scheduler_calls
          where organization_id = ${organizationId} and plan_day = ${planDay} and status = 'due'`,
    );
    const stale = existing
      .filter((row) => !keep.has(`${row.patient_id}@${new Date(row.due_at).getTime()}`))
      .map((row) => row.id);
    for (let index = 0; index < stale.length; index += 1000)
      await tx.execute(
        sql`delete from scheduler_calls where id = any(string_to_array(${stale.slice(index, index + 1000).join(',')}, ',')::int[])`,
      );
    await tx
      .insert(schedulerPlans)
      .values({ organizationId, planDay, sourceStamp: stamp, plannedAt: scope.now })
      .onConflictDoUpdate({
        target: [schedulerPlans.organizationId, schedulerPlans.planDay],
        set: { sourceStamp: stamp, plannedAt: scope.now },
      });
  });
}

/** A scheduled call that is free to reserve at `now`: due, or reserved by someone whose reservation lapsed. */
export function isOpenCall(now: Date) {
  return sql`(c.status = 'due' or (c.status = 'reserved' and c.expires_at <= ${now.toISOString()}::timestamptz))`;
}

/** Calls in the agent's languages (clients without a language go to anyone). */
export function inLanguages(languages: readonly string[]) {
  return sql`(c.language is null or c.language = any(string_to_array(${languages.join(',')}, ',')))`;
}
