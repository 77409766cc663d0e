import { getScheduleCaller, type Settings } from '@carecall/api-client';
import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { BOT_CALL_JOB } from '../botCalls/BOT_CALL_JOB.ts';
import { judgeCallRules, readCallRuleFacts } from '../botCalls/findCallBlock.ts';
import { enqueueBotCallJob } from '../botCalls/requestBotCall.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { botCallRequests, patientPhones, patientSchedules, patients, scheduledBotCalls } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { enqueueJob } from '../jobs/enqueueJob.ts';
import { chooseClientQuestionnaire } from '../questionnaires/chooseClientQuestionnaire.ts';
import { planScheduleOccurrences, type ScheduleOccurrence } from './planScheduleOccurrences.ts';

/** The job that plans bot calls: payload `{ patientId }` for one client, `{}` for every client (and again hourly). */
export const PLAN_BOT_CALLS_JOB = 'plan_bot_calls';

/** How far ahead calls are planned, so the next week's calls show on the client's page. */
export const PLANNING_HORIZON_MS = 8 * 24 * 3_600_000;

/** How often every client's plan is renewed. */
export const PLANNING_INTERVAL_MS = 3_600_000;

/** Reasons a user's cancel is told apart from a rule's: only a rule's cancel is undone when the rule stops holding. */
export const USER_CANCEL_REASON = 'canceled-by-user';

/** Queues (once) a planning pass for one client, after a change of their schedule, frequency, consent or period. */
export function enqueueBotCallPlanning(db: Db, patientId: number, runAt = new Date()): Promise<number> {
  return enqueueJob(db, {
    kind: PLAN_BOT_CALLS_JOB,
    payload: { patientId },
    uniqueKey: `patient:${patientId}`,
    runAt,
  });
}

/**
 * Plans one client's scheduled bot calls from `now` to the horizon and keeps what is planned in step with the rules,
 * in one transaction under the client's row lock:
 * - with the organization's schedules called by the bot (`getScheduleCaller`), a schedule, a phone (the default one, else the first) and a
 *   questionnaire for the client, each occurrence of the schedule (`planScheduleOccurrences`) is planned once, with
 *   a job due at its time;
 * - planned schedule calls no longer asked for are canceled with the reason (`consent-declined`,
 *   `active-period-ended`, `active-period-not-started`, `automatic-calls-off`, `schedules-called-by-agents`, `no-questionnaire`, `no-phone`,
 *   `schedule-changed`); calls an admin added are canceled too when the client may no longer be called;
 * - an occurrence a rule canceled is planned again once the rule no longer holds; one a user canceled stays canceled;
 * - a planned occurrence takes the questionnaire the rule chooses now (`chooseClientQuestionnaire`).
 * Answers how many calls it planned and canceled.
 */
export async function planBotCallsForPatient(
  db: Db,
  patientId: number,
  now: Date,
  settingsOf: (organizationId: number) => Promise<Settings>,
): Promise<{ planned: number; canceled: number }> {
  const [head] = await db
    .select({ organizationId: patients.organizationId })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!head) return { planned: 0, canceled: 0 };
  const settings = await settingsOf(head.organizationId);
  return withTransaction(db, async (tx) => {
    const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId)).for('update');
    if (!patient) return { planned: 0, canceled: 0 };
    const facts = await readCallRuleFacts(tx, patientId);
    const slots = await tx
      .select({
        dayOfWeek: patientSchedules.dayOfWeek,
        time: patientSchedules.time,
        timezone: patientSchedules.timezone,
      })
      .from(patientSchedules)
      .where(eq(patientSchedules.patientId, patientId));
    const [phone] = await tx
      .select({ id: patientPhones.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
      .from(patientPhones)
      .where(eq(patientPhones.patientId, patientId))
      .orderBy(desc(patientPhones.isDefault), asc(patientPhones.id))
      .limit(1);
    const { questionnaireId } = await chooseClientQuestionnaire(tx, patient.organizationId, patientId, 'call');
    const to = new Date(now.getTime() + PLANNING_HORIZON_MS);

    let unplannedReason: string | null = null;
    if (!settings['AutomaticCalls.enabled']) unplannedReason = 'automatic-calls-off';
    // The one rule of who calls schedules: with the agents calling them, the bot plans none.
    else if (getScheduleCaller(settings) !== 'bot') unplannedReason = 'schedules-called-by-agents';
    else if (questionnaireId === null) unplannedReason = 'no-questionnaire';
    else if (!phone) unplannedReason = 'no-phone';
    const anchorDate = patient.startDate ?? patient.createdAt.toISOString().slice(0, 10);
    const wanted: ScheduleOccurrence[] =
      unplannedReason === null && facts
        ? planScheduleOccurrences({
            slots,
            daysFrequency: patient.daysFrequency,
            anchorDate,
            from: now,
            to,
            rules: facts,
          })
        : [];
    const wantedAt = new Set(wanted.map((occurrence) => occurrence.dueAt.getTime()));

    const upcoming = await tx
      .select()
      .from(scheduledBotCalls)
      .where(
        and(
          eq(scheduledBotCalls.patientId, patientId),
          gte(scheduledBotCalls.dueAt, now),
          inArray(scheduledBotCalls.status, ['planned', 'canceled']),
        ),
      );
    let canceled = 0;
    for (const row of upcoming) {
      if (row.status !== 'planned') continue;
      const block = facts ? judgeCallRules(facts, row.dueAt, row.timezone) : 'client-not-found';
      const keep = row.origin === 'manual' ? block === null : wantedAt.has(row.dueAt.getTime());
      if (keep) continue;
      const reason = block ?? unplannedReason ?? 'schedule-changed';
      await tx
        .update(scheduledBotCalls)
        .set({ status: 'canceled', cancelReason: reason, updatedAt: now })
        .where(and(eq(scheduledBotCalls.id, row.id), eq(scheduledBotCalls.status, 'planned')));
      canceled += 1;
    }

    let planned = 0;
    if (phone && questionnaireId !== null) {
      const known = new Map(
        upcoming.filter((row) => row.origin === 'schedule').map((row) => [row.dueAt.getTime(), row] as const),
      );
      for (const occurrence of wanted) {
        const existing = known.get(occurrence.dueAt.getTime());
        let id: number | null = null;
        if (!existing) {
          const [inserted] = await tx
            .insert(scheduledBotCalls)
            .values({
              organizationId: patient.organizationId,
              patientId,
              patientPhoneId: phone.id,
              phoneNumber: `${phone.countryCode}-${phone.number}`,
              questionnaireId,
              dueAt: occurrence.dueAt,
              localTime: occurrence.localTime,
              timezone: occurrence.timezone,
              origin: 'schedule',
              status: 'planned',
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: scheduledBotCalls.id });
          id = inserted?.id ?? null;
        } else if (existing.status === 'canceled' && existing.cancelReason !== USER_CANCEL_REASON) {
          await tx
            .update(scheduledBotCalls)
            .set({
              status: 'planned',
              cancelReason: null,
              patientPhoneId: phone.id,
              phoneNumber: `${phone.countryCode}-${phone.number}`,
              questionnaireId,
              updatedAt: now,
            })
            .where(eq(scheduledBotCalls.id, existing.id));
          id = existing.id;
        } else if (existing.status === 'planned' && existing.questionnaireId !== questionnaireId) {
          // A planned call follows the questionnaire rule as the client's diagnoses and the settings change.
          await tx
            .update(scheduledBotCalls)
            .set({ questionnaireId, updatedAt: now })
            .where(and(eq(scheduledBotCalls.id, existing.id), eq(scheduledBotCalls.status, 'planned')));
        }
        if (id === null) continue;
        await enqueueScheduledBotCallJob(tx, id, occurrence.dueAt);
        planned += 1;
      }
    }
    return { planned, canceled };
  });
}

/** Queues (once) the job that starts scheduled call `id` at its time. */
export function enqueueScheduledBotCallJob(db: Db, id: number, dueAt: Date): Promise<number> {
  return enqueueJob(db, {
    kind: BOT_CALL_JOB,
    payload: { scheduledCallId: id },
    uniqueKey: `scheduled:${id}`,
    runAt: dueAt,
    maxAttempts: 10,
  });
}

/**
 * One pass over every client: plans the calls of each client with a schedule or with calls still planned, and gives a
 * job back to every bot call that is not over but has none waiting or running (its job used up its attempts while
 * workers kept stopping), so no call is left in progress for ever. Answers what it did.
 */
export async function planAllBotCalls(
  db: Db,
  now: Date,
  settingsOf: (organizationId: number) => Promise<Settings>,
): Promise<{ patients: number; planned: number; canceled: number; recovered: number }> {
  const ids = await queryRows<{ patient_id: number }>(
    db,
    sql`select patient_id from patient_schedules
        union select patient_id from scheduled_bot_calls where status = 'planned' and due_at >= ${now.toISOString()}::timestamptz`,
  );
  let planned = 0;
  let canceled = 0;
  for (const { patient_id: patientId } of ids) {
    const result = await planBotCallsForPatient(db, Number(patientId), now, settingsOf);
    planned += result.planned;
    canceled += result.canceled;
  }
  const stranded = await db
    .select({ callId: botCallRequests.callId })
    .from(botCallRequests)
    .where(
      and(
        notInArray(botCallRequests.status, ['completed', 'no-answer', 'busy', 'failed', 'canceled']),
        sql`${botCallRequests.callId} is not null`,
        sql`not exists (select 1 from jobs where jobs.kind = ${BOT_CALL_JOB}
              and jobs.unique_key = 'call:' || ${botCallRequests.callId} and jobs.status in ('queued', 'running'))`,
      ),
    );
  for (const { callId } of stranded) {
    if (callId !== null) await enqueueBotCallJob(db, callId, now);
  }
  return { patients: ids.length, planned, canceled, recovered: stranded.length };
}
