import {
  ROLES,
  type SchedulerAgentShifts,
  type SchedulerQueue,
  type SchedulerQueueCall,
  type SchedulerShift,
  type SchedulerShiftRoster,
  VERSION_CONFLICT,
} from '@carecall/api-client';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../AppServices.ts';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { schedulerShifts, schedulerShiftVersions, userOrganizations } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { HttpError } from '../http/HttpError.ts';
import { getDayOfWeek } from '../time/zonedTime.ts';
import { createVersionConflict } from '../versions/createVersionConflict.ts';
import { readRecordEditor } from '../versions/readRecordEditor.ts';
import { getAgentLanguages, isInShift, toShiftIntervals } from './agentShifts.ts';
import { getOrganizationTimeZone, getSchedulerSettings } from './getAgentScope.ts';
import { ensureDayPlanned } from './schedulerQueue.ts';

async function requireMember(db: Db, organizationId: number, userId: number): Promise<void> {
  if (!isDatabaseId(userId)) throw new HttpError(404, 'USER_NOT_FOUND', 'No such user in this organization');
  const [member] = await db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)));
  if (!member) throw new HttpError(404, 'USER_NOT_FOUND', 'No such user in this organization');
}

/** An agent's weekly shifts in the organization, by day and start, with the version of that week. */
export async function readAgentShifts(db: Db, organizationId: number, userId: number): Promise<SchedulerAgentShifts> {
  await requireMember(db, organizationId, userId);
  const rows = await db
    .select()
    .from(schedulerShifts)
    .where(and(eq(schedulerShifts.organizationId, organizationId), eq(schedulerShifts.userId, userId)))
    .orderBy(asc(schedulerShifts.dayOfWeek), asc(schedulerShifts.startTime));
  const [version] = await db
    .select({ version: schedulerShiftVersions.version })
    .from(schedulerShiftVersions)
    .where(and(eq(schedulerShiftVersions.organizationId, organizationId), eq(schedulerShiftVersions.userId, userId)));
  return {
    shifts: rows.map((row) => ({ day_of_week: row.dayOfWeek, start_time: row.startTime, end_time: row.endTime })),
    version: version?.version ?? 0,
  };
}

/** Who replaces an agent's week, on which version of it, and when. */
export interface ShiftWrite {
  editorId: number;
  baseVersion: number;
  now: Date;
}

/**
 * Replaces an agent's weekly shifts in the organization (a member of it directly; 404 otherwise), based on the version
 * the writer read: the week's version row is taken under lock first, so of two writes based on one version the second
 * answers 409 with the week as the first left it, and nothing of it is written.
 */
export async function replaceAgentShifts(
  db: Db,
  organizationId: number,
  userId: number,
  shifts: readonly SchedulerShift[],
  write: ShiftWrite,
): Promise<SchedulerAgentShifts> {
  return withTransaction(db, async (tx) => {
    await requireMember(tx, organizationId, userId);
    await tx
      .insert(schedulerShiftVersions)
      .values({ organizationId, userId, version: 0, updatedBy: null, updatedAt: write.now })
      .onConflictDoNothing();
    const [locked] = await tx
      .select()
      .from(schedulerShiftVersions)
      .where(and(eq(schedulerShiftVersions.organizationId, organizationId), eq(schedulerShiftVersions.userId, userId)))
      .for('update');
    const currentVersion = locked?.version ?? 0;
    if (currentVersion !== write.baseVersion)
      throw createVersionConflict({
        code: VERSION_CONFLICT,
        record: 'week of shifts',
        baseVersion: write.baseVersion,
        currentVersion,
        changedBy: await readRecordEditor(tx, locked?.updatedBy ?? null),
        changedAt: currentVersion > 0 ? (locked?.updatedAt ?? null) : null,
        current: await readAgentShifts(tx, organizationId, userId),
      });
    await tx
      .delete(schedulerShifts)
      .where(and(eq(schedulerShifts.organizationId, organizationId), eq(schedulerShifts.userId, userId)));
    if (shifts.length > 0)
      await tx.insert(schedulerShifts).values(
        shifts.map((shift) => ({
          organizationId,
          userId,
          dayOfWeek: shift.day_of_week,
          startTime: shift.start_time,
          endTime: shift.end_time,
        })),
      );
    await tx
      .update(schedulerShiftVersions)
      .set({ version: currentVersion + 1, updatedBy: write.editorId, updatedAt: write.now })
      .where(and(eq(schedulerShiftVersions.organizationId, organizationId), eq(schedulerShiftVersions.userId, userId)));
    return readAgentShifts(tx, organizationId, userId);
  });
}

interface RosterRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  additional_languages: string[];
  version: number | null;
}

/**
 * The organization's agents for the shift screen: its members who take scheduler calls (the lift-operator flag or
 * role 201 or more) and any other member who still has shifts there, by name, each with their call languages, week
 * and its version; and the organization's time zone, which the shift times are in.
 */
export async function readShiftRoster(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
): Promise<SchedulerShiftRoster> {
  const { db } = services;
  const timeZone = await getOrganizationTimeZone(services, organizationId);
  const rows = await queryRows<RosterRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.additional_languages, v.version
        from user_organizations m
        join users u on u.id = m.user_id
        left join scheduler_shift_versions v on v.organization_id = m.organization_id and v.user_id = u.id
        where m.organization_id = ${organizationId}
          and (u.is_lift_operator or u.role >= ${ROLES.liftOperatorOrAdmin}
            or exists (select 1 from scheduler_shifts s where s.organization_id = m.organization_id and s.user_id = u.id))
        order by u.last_name, u.first_name, u.id`,
  );
  const shiftRows = await db
    .select()
    .from(schedulerShifts)
    .where(eq(schedulerShifts.organizationId, organizationId))
    .orderBy(asc(schedulerShifts.dayOfWeek), asc(schedulerShifts.startTime));
  return {
    time_zone: timeZone,
    agents: rows.map((row) => ({
      user_id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      languages: getAgentLanguages(row.additional_languages, undefined),
      shifts: shiftRows
        .filter((shift) => shift.userId === row.id)
        .map((shift) => ({ day_of_week: shift.dayOfWeek, start_time: shift.startTime, end_time: shift.endTime })),
      version: row.version ?? 0,
    })),
  };
}

interface QueueCallRow {
  id: number;
  patient_id: number;
  first_name: string;
  last_name: string;
  due_at: string | Date;
  window_end: string | Date;
  language: string | null;
  overdue: boolean;
  status: 'due' | 'reserved' | 'executed' | 'skipped';
  expires_at: string | Date | null;
  user_id: number | null;
  skip_reason: string | null;
}

interface AgentRow {
  id: number;
  first_name: string;
  last_name: string;
  additional_languages: string[];
  start_time: string;
  end_time: string;
}

/**
 * Today's queue of the organization for its admins: every planned call with its state (`lapsed`: a reservation
 * that ran out, `missed`: a window that closed uncalled) and every agent with a shift today, with their languages,
 * shifts, what they reserved, placed and skipped, and how many open calls they could still take.
 */
export async function readSchedulerQueue(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
  now: Date,
): Promise<SchedulerQueue> {
  const { db } = services;
  const { timeZone, caller } = await getSchedulerSettings(services, organizationId);
  const planDay = await ensureDayPlanned(db, { organizationId, timeZone, now, caller });
  const callRows = await queryRows<QueueCallRow>(
    db,
    sql`select c.id, c.patient_id, p.first_name, p.last_name, c.due_at, c.window_end, c.language, c.overdue, c.status,
          c.expires_at, c.user_id, c.skip_reason
        from scheduler_calls c join patients p on p.id = c.patient_id
        where c.organization_id = ${organizationId} and c.plan_day = ${planDay}
        order by c.overdue desc, c.due_at, c.last_call_at nulls first, c.patient_id`,
  );
  const calls: SchedulerQueueCall[] = callRows.map((row) => {
    const windowEnd = new Date(row.window_end);
    const lapsed = row.status === 'reserved' && row.expires_at !== null && new Date(row.expires_at) <= now;
    const missed = (row.status === 'due' || lapsed) && windowEnd <= now;
    return {
      id: row.id,
      patient_id: row.patient_id,
      patient_name: `${row.first_name} ${row.last_name}`,
      due_at: new Date(row.due_at).toISOString(),
      window_end: windowEnd.toISOString(),
      language: row.language,
      overdue: row.overdue,
      status: missed ? 'missed' : lapsed ? 'lapsed' : row.status,
      user_id: row.user_id,
      skip_reason: row.skip_reason,
    };
  });
  const agentRows = await queryRows<AgentRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.additional_languages, s.start_time, s.end_time
        from scheduler_shifts s join users u on u.id = s.user_id
        where s.organization_id = ${organizationId} and s.day_of_week = ${getDayOfWeek(planDay)}
        order by u.last_name, u.first_name, u.id, s.start_time`,
  );
  const byUser = new Map<number, { row: AgentRow; shifts: { startTime: string; endTime: string }[] }>();
  for (const row of agentRows) {
    const entry = byUser.get(row.id) ?? { row, shifts: [] };
    entry.shifts.push({ startTime: row.start_time, endTime: row.end_time });
    byUser.set(row.id, entry);
  }
  const agents = [...byUser.values()].map(({ row, shifts }) => {
    const intervals = toShiftIntervals(shifts, planDay, timeZone);
    const languages = getAgentLanguages(row.additional_languages, undefined);
    const mine = calls.filter((call) => call.user_id === row.id);
    return {
      user_id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      languages,
      shifts: intervals.map((interval) => ({ start: interval.start.toISOString(), end: interval.end.toISOString() })),
      in_shift: isInShift(intervals, now),
      reserved: mine.filter((call) => call.status === 'reserved').length,
      executed: mine.filter((call) => call.status === 'executed').length,
      skipped: mine.filter((call) => call.status === 'skipped').length,
      open: calls.filter(
        (call) =>
          (call.status === 'due' || call.status === 'lapsed') &&
          (call.language === null || languages.includes(call.language)),
      ).length,
    };
  });
  return { plan_day: planDay, time_zone: timeZone, agents, calls };
}
