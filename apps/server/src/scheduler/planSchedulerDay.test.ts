import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, getDayBounds, getDayOfWeek, getEpochDay, getWallClock } from '../time/zonedTime.ts';
import { CALL_WINDOW_MS, compareCallPriority, type PlannerClient, planSchedulerDay } from './planSchedulerDay.ts';

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'Asia/Jerusalem',
  'Asia/Tokyo',
  'Pacific/Honolulu',
  'UTC',
];
/** Days around the 2026 DST changes of the US (Mar 8, Nov 1) and Israel (Mar 27, Oct 25), and ordinary ones. */
const DAYS = [
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-27',
  '2026-10-25',
  '2026-10-31',
  '2026-11-01',
  '2026-11-02',
  '2026-06-15',
];

const slotArbitrary = fc.record({
  dayOfWeek: fc.integer({ min: 1, max: 7 }),
  time: fc
    .integer({ min: 0, max: 47 })
    .map((half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`),
  timezone: fc.constantFrom(...ZONES),
});

const clientArbitrary = (id: number): fc.Arbitrary<PlannerClient> =>
  fc.record({
    id: fc.constant(id),
    language: fc.constantFrom('en-US', 'es-US', 'none', null),
    daysFrequency: fc.constantFrom(1, 14, 21, 28, null),
    slots: fc.uniqueArray(slotArbitrary, { selector: (slot) => slot.dayOfWeek, maxLength: 7 }),
    startDate: fc.constantFrom(null, '2026-01-01', '2026-03-08', '2026-11-01'),
    endDate: fc.constantFrom(null, '2026-03-08', '2026-12-31'),
    declined: fc.boolean(),
    anchorDate: fc.integer({ min: 0, max: 60 }).map((days) => addDays('2026-01-04', days)),
    lastCallAt: fc.option(
      fc.integer({ min: 0, max: 60 }).map((days) => new Date(Date.UTC(2026, 0, 10) + days * 86_400_000)),
    ),
    createdAt: fc.constant(new Date('2025-12-01T00:00:00Z')),
  }) satisfies fc.Arbitrary<PlannerClient>;

const clientsArbitrary = fc
  .integer({ min: 1, max: 12 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => clientArbitrary(index + 1))));

const wallClocks = new Map<string, { date: string; minutes: number }>();
function readWallClock(instant: number, zone: string): { date: string; minutes: number } {
  const key = `${instant}|${zone}`;
  let wall = wallClocks.get(key);
  if (!wall) {
    wall = getWallClock(new Date(instant), zone);
    wallClocks.set(key, wall);
  }
  return wall;
}

/**
 * An independent reading of the rules: walk the organization's day in 15-minute steps and take every instant whose
 * wall clock in the slot's zone shows the slot's day and time (the first time a repeated hour shows it; a time the
 * clocks skip moved on by the jump).
 */
function expectedCalls(date: string, zone: string, client: PlannerClient): number[] {
  if (client.declined) return [];
  const { start, end } = getDayBounds(date, zone);
  const found: number[] = [];
  for (const slot of client.slots) {
    const [hours, minutes] = slot.time.split(':').map(Number) as [number, number];
    const target = hours * 60 + minutes;
    const seen = new Set<string>();
    // From two hours early, so the first reading of a repeated hour is seen before the day starts.
    for (let t = start.getTime() - 2 * 3_600_000; t < end.getTime(); t += 15 * 60_000) {
      const wall = readWallClock(t, slot.timezone);
      const previous = readWallClock(t - 15 * 60_000, slot.timezone);
      const hit =
        wall.minutes === target ||
        // Skipped: the clocks jumped over the target between the previous step and this one.
        (previous.date === wall.date &&
          previous.minutes < target &&
          wall.minutes > target &&
          wall.minutes - previous.minutes > 15);
      if (!hit || seen.has(wall.date)) continue;
      seen.add(wall.date);
      if (getDayOfWeek(wall.date) !== slot.dayOfWeek) continue;
      if (t < start.getTime() || t >= end.getTime()) continue;
      if (client.startDate && wall.date < client.startDate) continue;
      if (client.endDate && wall.date > client.endDate) continue;
      const periodWeeks = client.daysFrequency && client.daysFrequency > 1 ? client.daysFrequency / 7 : 1;
      // Sunday-started weeks counted from 2026-01-04, a Sunday.
      const weekOf = (d: string) => Math.floor((getEpochDay(d) - getEpochDay('2026-01-04')) / 7);
      if ((weekOf(wall.date) - weekOf(client.anchorDate)) % periodWeeks !== 0) continue;
      // A skipped time is moved on by the length of the jump: 02:30 on a night that skips 02:00-03:00 is 03:30.
      const gap = wall.minutes === target ? 0 : wall.minutes - previous.minutes - 15;
      found.push(wall.minutes === target ? t : t + (target + gap - wall.minutes) * 60_000);
    }
  }
  return [...new Set(found)].sort((a, b) => a - b);
}

describe('planSchedulerDay', () => {
  it('plans exactly the slots the wall clocks show that day, across time zones, DST changes and frequencies', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DAYS), fc.constantFrom(...ZONES), clientsArbitrary, (date, zone, clients) => {
        const planned = planSchedulerDay(date, zone, clients);
        const { start, end } = getDayBounds(date, zone);
        for (const client of clients) {
          const mine = planned.filter((call) => call.patientId === client.id).map((call) => call.dueAt.getTime());
          expect(mine.sort((a, b) => a - b)).toEqual(expectedCalls(date, zone, client));
        }
        for (const call of planned) {
          expect(call.dueAt >= start && call.dueAt < end).toBe(true);
          expect(call.windowEnd.getTime() - call.dueAt.getTime()).toBe(CALL_WINDOW_MS);
          const client = clients.find((item) => item.id === call.patientId);
          expect(call.language).toBe(client?.language === 'none' ? null : (client?.language ?? null));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('calls a client once when two slots in different zones fall on the same instant', () => {
    const client: PlannerClient = {
      id: 1,
      language: 'en-US',
      daysFrequency: 1,
      // Wednesday 04:00 in Jerusalem and Tuesday 15:00 in Honolulu are both 01:00 UTC on Wednesday 17 June 2026.
      slots: [
        { dayOfWeek: 4, time: '04:00', timezone: 'Asia/Jerusalem' },
        { dayOfWeek: 3, time: '15:00', timezone: 'Pacific/Honolulu' },
      ],
      startDate: null,
      endDate: null,
      declined: false,
      anchorDate: '2026-01-04',
      lastCallAt: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    };
    const planned = planSchedulerDay('2026-06-16', 'America/New_York', [client]);
    expect(planned.map((call) => call.dueAt.toISOString())).toEqual(['2026-06-17T01:00:00.000Z']);
  });

  it('orders overdue clients first, then earlier slots, then the longest since the last call', () => {
    const base = { patientId: 1, dueAt: new Date('2026-03-09T14:00:00Z'), lastCallAt: null, overdue: false };
    const sorted = [
      { ...base, patientId: 4, dueAt: new Date('2026-03-09T15:00:00Z') },
      { ...base, patientId: 3, lastCallAt: new Date('2026-03-05T00:00:00Z') },
      { ...base, patientId: 2, lastCallAt: new Date('2026-03-01T00:00:00Z') },
      { ...base, patientId: 5, overdue: true, dueAt: new Date('2026-03-09T16:00:00Z') },
      { ...base, patientId: 1 },
    ].sort(compareCallPriority);
    expect(sorted.map((call) => call.patientId)).toEqual([5, 1, 2, 3, 4]);
  });
});
