import { getScheduleCaller, type Settings } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledBotCalls } from '../src/db/schema/index.ts';
import { forgetPlanChecks } from '../src/scheduler/schedulerQueue.ts';
import { planBotCallsForPatient } from '../src/schedules/planBotCalls.ts';
import { loadOrganizationSettings } from '../src/settings/loadOrganizationSettings.ts';
import { questionnaireNamed, setOrganizationSettings } from './botCallFixtures.ts';
import { createTestApp } from './harness.ts';
import { buildPatientInput, createPatient } from './patientRequests.ts';
import { saveSchedulerSettings } from './schedulerSettingsRequests.ts';
import { createTestClock } from './testClock.ts';

const FAST = { pollIntervalMs: 20 };
/** Monday 9 March 2026, 14:00 UTC; the client's slot is at 11:00 in New York, 15:00 UTC the same day. */
const NOW = new Date('2026-03-09T14:00:00Z');
const DUE_TODAY = '2026-03-09T15:00:00.000Z';

/** The settings of each way an organization can be set, and who must get the client. */
const VARIANTS: { settings: Partial<Settings>; caller: 'bot' | 'agents' }[] = [
  { settings: { 'AutomaticCalls.enabled': true, 'schedules.calledBy': 'bot' }, caller: 'bot' },
  { settings: { 'AutomaticCalls.enabled': true, 'schedules.calledBy': 'agents' }, caller: 'agents' },
  { settings: { 'AutomaticCalls.enabled': false, 'schedules.calledBy': 'bot' }, caller: 'agents' },
  { settings: { 'AutomaticCalls.enabled': true, 'schedules.calledBy': 'bot' }, caller: 'bot' },
  { settings: { 'AutomaticCalls.enabled': false, 'schedules.calledBy': 'agents' }, caller: 'agents' },
];

describe('who calls client schedules', () => {
  it('follows one rule: the bot only with automatic calls on and the schedules given to it', () => {
    for (const variant of VARIANTS)
      expect(getScheduleCaller(variant.settings as Settings), JSON.stringify(variant.settings)).toBe(variant.caller);
  });

  it('offers a client due today to the bot planner or to the agents, never both, as the settings change', async () => {
    const clock = createTestClock(NOW);
    const testApp = await createTestApp({ build: { now: clock.now, jobWorker: FAST, botCallWorker: FAST } });
    const { db } = testApp.services;
    const care = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('super@demo.test');
    const weekly = await questionnaireNamed(db, 'Weekly check-in');
    const chosen = await saveSchedulerSettings(admin, care, {
      organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const patientId = await createPatient(admin, care, {
      ...buildPatientInput({ external_id: 'CALLER-1' }),
      patientSchedule: [{ day_of_week: 2, time: '11:00', timezone: 'America/New_York' }],
    });

    const settingsOf = async (organizationId: number) => loadOrganizationSettings(db, organizationId);
    const seen = new Set<string>();
    let previous: 'bot' | 'agents' | null = null;
    for (const variant of VARIANTS) {
      await setOrganizationSettings(db, care, variant.settings);
      testApp.services.settingsCache.forget(care);
      forgetPlanChecks(db);
      await planBotCallsForPatient(db, patientId, clock.now(), settingsOf);
      const botToday = await db
        .select()
        .from(scheduledBotCalls)
        .where(
          and(
            eq(scheduledBotCalls.patientId, patientId),
            eq(scheduledBotCalls.status, 'planned'),
            eq(scheduledBotCalls.dueAt, new Date(DUE_TODAY)),
          ),
        );
      const queue = await admin.inject({ method: 'GET', url: '/api/admin/scheduler/queue', organizationId: care });
      expect(queue.statusCode, queue.body).toBe(200);
      const agentsToday = queue
        .json()
        .calls.filter((call: { patient_id: number; due_at: string }) => call.patient_id === patientId);
      const label = JSON.stringify(variant.settings);
      if (variant.caller === 'bot') {
        expect(botToday, label).toHaveLength(1);
        expect(agentsToday, label).toEqual([]);
      } else {
        expect(botToday, label).toEqual([]);
        expect(agentsToday, label).toMatchObject([{ due_at: DUE_TODAY, status: 'due' }]);
        // A bot call planned by the previous settings is canceled saying why.
        const [before] = await db
          .select({ reason: scheduledBotCalls.cancelReason })
          .from(scheduledBotCalls)
          .where(and(eq(scheduledBotCalls.patientId, patientId), eq(scheduledBotCalls.dueAt, new Date(DUE_TODAY))));
        if (previous === 'bot')
          expect(before?.reason, label).toBe(
            variant.settings['AutomaticCalls.enabled'] ? 'schedules-called-by-agents' : 'automatic-calls-off',
          );
        else expect(before?.reason ?? null, label).not.toBeNull();
      }
      seen.add(variant.caller);
      previous = variant.caller;
    }
    expect([...seen].sort()).toEqual(['agents', 'bot']);
  });
});
