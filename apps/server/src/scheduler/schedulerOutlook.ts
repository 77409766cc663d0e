import type { ScheduleOutlook } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { getDayOfWeek } from '../time/zonedTime.ts';
import type { AgentScope } from './schedulerCallee.ts';
import { inLanguages, isOpenCall } from './schedulerQueue.ts';

/**
 * The agent's day for the scheduler bar's sentence: `noShift` without a shift today, `inShift` during one,
 * `todayShift` before, between or after them; `shiftStart`/`shiftEnd` are the current shift's, else the next one's,
 * else the last one's (UTC ISO instants; the portal shows them in the user's zone). `scheduledPatients` counts the
 * organization's clients due today, `totalOperators` the agents with a shift today, `userPatients` the clients in
 * the agent's languages still open for today.
 */
export async function getScheduleOutlook(db: Db, scope: AgentScope): Promise<ScheduleOutlook> {
  const now = scope.now;
  const [counts] = await queryRows<{ scheduled: number; operators: number; mine: number }>(
    db,
    sql`select
          (select count(distinct c.patient_id)::int from scheduler_calls c
            where c.organization_id = ${scope.organizationId} and c.plan_day = ${scope.planDay}) as scheduled,
          (select count(distinct s.user_id)::int from scheduler_shifts s
            where s.organization_id = ${scope.organizationId} and s.day_of_week = ${getDayOfWeek(scope.planDay)})
            as operators,
          (select count(distinct c.patient_id)::int from scheduler_calls c
            where c.organization_id = ${scope.organizationId} and c.plan_day = ${scope.planDay}
              and ${isOpenCall(now)} and ${inLanguages(scope.languages)}
              and c.window_end > ${now.toISOString()}::timestamptz) as mine`,
  );
  const current = scope.shifts.find((shift) => shift.start <= now && now < shift.end);
  const next = scope.shifts.find((shift) => shift.start > now);
  const shown = current ?? next ?? scope.shifts.at(-1) ?? null;
  return {
    type: scope.shifts.length === 0 ? 'noShift' : current ? 'inShift' : 'todayShift',
    scheduledPatients: counts?.scheduled ?? 0,
    totalOperators: counts?.operators ?? 0,
    userPatients: counts?.mine ?? 0,
    shiftStart: shown ? shown.start.toISOString() : null,
    shiftEnd: shown ? shown.end.toISOString() : null,
  };
}
