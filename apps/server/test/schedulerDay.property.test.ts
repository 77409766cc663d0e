import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows.ts';
import {
  organizationSchedulerQuestionnaires,
  organizations,
  patientPhones,
  patientSchedules,
  patients,
  questionnaires,
  users,
} from '../src/db/schema/index.ts';
import { isInShift, toShiftIntervals } from '../src/scheduler/agentShifts.ts';
import { getCallLanguage } from '../src/scheduler/planSchedulerDay.ts';
import { type AgentScope, getNextCallee, markCallExecuted, reserveCallee } from '../src/scheduler/schedulerCallee.ts';
import { ensureDayPlanned } from '../src/scheduler/schedulerQueue.ts';
import { getDayBounds } from '../src/time/zonedTime.ts';
import { createTestApp } from './harness.ts';

const ZONES = ['America/New_York', 'America/Los_Angeles', 'Asia/Jerusalem', 'Asia/Tokyo', 'Pacific/Honolulu', 'UTC'];
/** Ordinary days and the days the US and Israel change their clocks in 2026. */
const DAYS = ['2026-03-08', '2026-03-27', '2026-06-15', '2026-10-25', '2026-11-01'];
const LANGUAGES = ['en-US', 'es-US'];
/** Agents look for calls once an hour (a call window is two hours, so each window sees two looks). */
const TICK_MS = 60 * 60_000;
const halfHour = (index: number) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;

const dayArbitrary = fc.record({
  date: fc.constantFrom(...DAYS),
  orgZone: fc.constantFrom(...ZONES),
  clients: fc.array(
    fc.record({
      language: fc.constantFrom('en-US', 'es-US', null),
      slots: fc.uniqueArray(
        fc.record({
          dayOfWeek: fc.integer({ min: 1, max: 7 }),
          time: fc.integer({ min: 0, max: 47 }).map(halfHour),
          timezone: fc.constantFrom(...ZONES),
        }),
        { selector: (slot) => slot.dayOfWeek, minLength: 1, maxLength: 7 },
      ),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  agents: fc.array(
    fc.record({
      languages: fc.subarray(LANGUAGES, { minLength: 1 }),
      shift: fc.tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 })).map(([start, length]) => ({
        startTime: halfHour(start),
        endTime: start + length >= 48 ? '24:00' : halfHour(start + length),
      })),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  order: fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
});

describe('a generated day of the scheduler', () => {
  it('offers every due client once, never to two agents, only in shift, in its window and in the agent’s language', async () => {
    const testApp = await createTestApp();
    const { db } = testApp.services;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(dayArbitrary, async (day) => {
        run += 1;
        const [organization] = await db
          .insert(organizations)
          .values({ name: `Day ${run}-${Date.now()}` })
          .returning();
        if (!organization) throw new Error('no organization');
        const organizationId = organization.id;
        // One call questionnaire a language, each named in the organization's scheduler settings.
        for (const language of LANGUAGES) {
          const [questionnaire] = await db
            .insert(questionnaires)
            .values({ organizationId, name: `Call ${language}`, language: language as 'en-US', document: {} as never })
            .returning({ id: questionnaires.id });
          if (!questionnaire) throw new Error('no questionnaire');
          await db.insert(organizationSchedulerQuestionnaires).values({
            organizationId,
            language,
            questionnaireId: questionnaire.id,
            isDefault: language === 'en-US',
          });
        }
        const clientIds: number[] = [];
        for (const [index, client] of day.clients.entries()) {
          const [row] = await db
            .insert(patients)
            .values({
              organizationId,
              firstName: 'Day',
              lastName: `C${index}`,
              birthDate: '1950-01-01',
              language: client.language,
              daysFrequency: 1,
            })
            .returning({ id: patients.id });
          if (!row) throw new Error('no client');
          clientIds.push(row.id);
          await db
            .insert(patientPhones)
            .values({ patientId: row.id, countryCode: '1', number: '2025550100', label: 'home', isDefault: true });
          await db.insert(patientSchedules).values(client.slots.map((slot) => ({ patientId: row.id, ...slot })));
        }
        const agentIds: number[] = [];
        for (const [index] of day.agents.entries()) {
          const [row] = await db
            .insert(users)
            .values({ email: `day-${run}-${index}-${Date.now()}@demo.test`, isLiftOperator: true })
            .returning({ id: users.id });
          if (!row) throw new Error('no agent');
          agentIds.push(row.id);
        }
        const { start, end } = getDayBounds(day.date, day.orgZone);
        const shifts = day.agents.map((agent) => toShiftIntervals([agent.shift], day.date, day.orgZone));
        const reservedBy = new Map<number, number>();
        let orderIndex = 0;
        for (let t = start.getTime(); t < end.getTime(); t += TICK_MS) {
          const now = new Date(t);
          const planDay = await ensureDayPlanned(db, { organizationId, timeZone: day.orgZone, now, caller: 'agents' });
          expect(planDay).toBe(day.date);
          const turn = day.agents.map((_, index) => index);
          turn.sort(() => ((day.order[orderIndex++ % day.order.length] ?? 0) % 3) - 1);
          for (const index of turn) {
            const agent = day.agents[index];
            const userId = agentIds[index];
            const agentShifts = shifts[index];
            if (!agent || userId === undefined || !agentShifts) continue;
            const scope: AgentScope = {
              organizationId,
              userId,
              planDay,
              now,
              languages: agent.languages,
              shifts: agentShifts,
            };
            const next = await getNextCallee(db, scope);
            for (;;) {
              const call = await reserveCallee(db, scope);
              if (!call) break;
              // Offered only when the next-callee answer said a call is due now.
              expect(next?.shouldInvokeCall).toBe(true);
              expect(reservedBy.has(call.id)).toBe(false);
              reservedBy.set(call.id, userId);
              expect(isInShift(agentShifts, now)).toBe(true);
              const dueAt = Date.parse(call.due_at);
              expect(dueAt).toBeLessThanOrEqual(t);
              expect(t).toBeLessThan(dueAt + 2 * 3_600_000);
              const client = day.clients[clientIds.indexOf(call.patient_id)];
              const language = getCallLanguage(client?.language ?? null);
              if (language !== null) expect(agent.languages).toContain(language);
              await markCallExecuted(db, { organizationId, userId, now, isAdmin: false }, call.id);
            }
          }
        }
        // Every planned call some agent could take (language, and an hourly look within their shift and its window) was taken.
        const planned = await queryRows<{ id: number; due_at: string | Date; language: string | null; status: string }>(
          db,
          sql`select id, due_at, language, status from scheduler_calls where organization_id = ${organizationId}`,
        );
        for (const call of planned) {
          const dueAt = new Date(call.due_at).getTime();
          const takeable = day.agents.some((agent, index) => {
            if (call.language !== null && !agent.languages.includes(call.language)) return false;
            for (let t = start.getTime(); t < end.getTime(); t += TICK_MS)
              if (t >= dueAt && t < dueAt + 2 * 3_600_000 && isInShift(shifts[index] ?? [], new Date(t))) return true;
            return false;
          });
          expect(call.status).toBe(takeable ? 'executed' : 'due');
        }
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
