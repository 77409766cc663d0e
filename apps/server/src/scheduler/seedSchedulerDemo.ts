import { CONSENT_TAG_NAME } from '@carecall/api-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import {
  diagnoses,
  organizationSchedulerDiagnosisQuestionnaires,
  organizationSchedulerQuestionnaires,
  organizations,
  patientSchedules,
  patients,
  questionnaires,
  schedulerShifts,
  users,
} from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { formatDateInTimeZone } from '../patients/formatDateInTimeZone.ts';
import { getDayBounds, getWallClock } from '../time/zonedTime.ts';

/** The demo agents the scheduler serves at any hour, with the call languages they speak. */
const DEMO_AGENTS: readonly { email: string; languages: string[] }[] = [
  { email: 'agent@demo.test', languages: ['en-US', 'es-US'] },
  { email: 'super@demo.test', languages: ['en-US', 'es-US'] },
];

/**
 * Demo Care's client schedules are its call-centre agents' (the scheduler bar has clients at once), while Demo Care
 * North keeps the default of its automatic calls, so the bot's planned calls are shown there: each organization's
 * schedules are called by one of them only.
 */
export async function seedScheduleCallers(db: Db): Promise<void> {
  await db.execute(
    sql`update organization_settings s
        set settings = s.settings || ${JSON.stringify({ 'schedules.calledBy': 'agents' })}::jsonb,
            version = s.version + 1, updated_at = now()
        from organizations o
        where o.id = s.organization_id and o.name = 'Demo Care' and not (s.settings ? 'schedules.calledBy')`,
  );
}

/**
 * The demo organizations' scheduler questionnaires, so every client due has one (see "Which questionnaire a client is
 * called with" in the README): Demo Care calls in English with the weekly check-in (its default), in Spanish with the
 * Spanish check-in, and clients with type 2 diabetes (E11.9) with the monthly wellness call. Demo Care North, whose
 * schedules the bot calls, gets none: a fresh demo does not start dialling its clients by itself (an admin chooses
 * its questionnaires in the scheduler settings).
 */
export async function seedSchedulerQuestionnaires(db: Db): Promise<void> {
  const rows = await db
    .select({ id: questionnaires.id, name: questionnaires.name, organization: organizations.name })
    .from(questionnaires)
    .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
    .where(inArray(organizations.name, ['Demo Care', 'Demo Care North']));
  const organizationRows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.name, ['Demo Care', 'Demo Care North']));
  const organizationId = (name: string) => organizationRows.find((row) => row.name === name)?.id;
  const questionnaireId = (name: string) => rows.find((row) => row.name === name)?.id;
  const [diabetes] = await db.select({ id: diagnoses.id }).from(diagnoses).where(eq(diagnoses.code, 'E11.9'));
  const care = organizationId('Demo Care');
  const weekly = questionnaireId('Weekly check-in');
  const spanish = questionnaireId('Chequeo semanal');
  const monthly = questionnaireId('Monthly wellness call');
  const byLanguage: (typeof organizationSchedulerQuestionnaires.$inferInsert)[] = [];
  if (care !== undefined && weekly !== undefined) {
    byLanguage.push({ organizationId: care, language: 'en-US', questionnaireId: weekly, isDefault: true });
  }
  if (care !== undefined && spanish !== undefined) {
    byLanguage.push({ organizationId: care, language: 'es-US', questionnaireId: spanish, isDefault: false });
  }
  if (byLanguage.length > 0)
    await db.insert(organizationSchedulerQuestionnaires).values(byLanguage).onConflictDoNothing();
  if (care !== undefined && monthly !== undefined && diabetes) {
    await db
      .insert(organizationSchedulerDiagnosisQuestionnaires)
      .values({ organizationId: care, diagnosisId: diabetes.id, questionnaireId: monthly, priority: 1 })
      .onConflictDoNothing();
  }
}

/** How many clients per organization the demo keeps due at the start time. */
const DEMO_DUE_CLIENTS = 8;

/**
 * Gives the demo agents shifts around the clock, every day, in each organization they belong to, and their call
 * languages, so the scheduler bar works whatever the hour.
 */
export async function seedSchedulerShifts(db: Db): Promise<void> {
  for (const agent of DEMO_AGENTS) {
    const [user] = await db
      .update(users)
      .set({ additionalLanguages: agent.languages })
      .where(eq(users.email, agent.email))
      .returning({ id: users.id });
    if (!user) continue;
    const memberships = await queryRows<{ organization_id: number }>(
      db,
      sql`select organization_id from user_organizations where user_id = ${user.id}`,
    );
    for (const { organization_id: organizationId } of memberships) {
      await db.insert(schedulerShifts).values(
        [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
          organizationId,
          userId: user.id,
          dayOfWeek,
          startTime: '00:00',
          endTime: '24:00',
        })),
      );
    }
  }
}

/** The latest half hour at or before an instant, as `HH:mm` in a zone. */
function toHalfHour(minutes: number): string {
  const halfHours = Math.floor(minutes / 30);
  return `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 === 0 ? '00' : '30'}`;
}

/**
 * Makes a few demo clients of each organization due now: on every start of the demo server, the first clients who
 * consented and have a call language get a slot on every day at the current half hour of their own zone (not before
 * their organization's day began), weekly, as a real schedule change (a new client version), so the scheduler
 * offers them at once and for the next hour and a half.
 */
export async function refreshSchedulerDemoDay(db: Db, now: Date): Promise<number> {
  const orgRows = await db.select({ id: organizations.id }).from(organizations);
  let refreshed = 0;
  for (const organization of orgRows) {
    const [settings] = await queryRows<{ timezone: string | null }>(
      db,
      sql`select settings->>'timezone' as timezone from organization_settings where organization_id = ${organization.id}`,
    );
    const orgZone = settings?.timezone || 'UTC';
    const dayStart = getDayBounds(formatDateInTimeZone(now, orgZone), orgZone).start;
    const from = dayStart > new Date(now.getTime() - 30 * 60_000) ? dayStart : now;
    const candidates = await queryRows<{ id: number; timezone: string | null }>(
      db,
      sql`select p.id, (select s.timezone from patient_schedules s where s.patient_id = p.id limit 1) as timezone
          from patients p
          join patient_tags consent on consent.patient_id = p.id and consent.name = ${CONSENT_TAG_NAME}
            and consent.params = 'accepted'
          where p.organization_id = ${organization.id} and p.language in ('en-US', 'es-US')
            and p.start_date is null and p.end_date is null
            and exists (select 1 from patient_phones ph where ph.patient_id = p.id)
          order by p.id limit ${DEMO_DUE_CLIENTS}`,
    );
    if (candidates.length === 0) continue;
    await withTransaction(db, async (tx) => {
      for (const client of candidates) {
        const zone = client.timezone ?? orgZone;
        const time = toHalfHour(getWallClock(from, zone).minutes);
        await tx.delete(patientSchedules).where(eq(patientSchedules.patientId, client.id));
        await tx
          .insert(patientSchedules)
          .values(
            [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ patientId: client.id, dayOfWeek, time, timezone: zone })),
          );
      }
      await tx
        .update(patients)
        .set({ daysFrequency: 1, version: sql`${patients.version} + 1`, updatedAt: now })
        .where(
          and(
            eq(patients.organizationId, organization.id),
            inArray(
              patients.id,
              candidates.map((client) => client.id),
            ),
          ),
        );
    });
    refreshed += candidates.length;
  }
  return refreshed;
}
