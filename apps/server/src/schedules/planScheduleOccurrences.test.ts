import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallRuleFacts } from '../botCalls/findCallBlock.ts';
import {
  getEpochDay as dayNumber,
  getDayOfWeek as dayOfWeekOf,
  formatTimeOfDay,
  getWallClock,
  parseTimeOfDay,
  wallClockToInstant as wallMinutesToInstant,
  zoneOffsetMs,
} from '../time/zonedTime.ts';
import { type PlanScheduleInput, planScheduleOccurrences, type ScheduleSlot } from './planScheduleOccurrences.ts';

/** The wall clock of an instant as schedules write it: date, `HH:mm` and day of the week. */
function toWallClock(instant: Date, timeZone: string): { date: string; time: string; dayOfWeek: number } {
  const { date, minutes } = getWallClock(instant, timeZone);
  return { date, time: formatTimeOfDay(minutes), dayOfWeek: dayOfWeekOf(date) };
}

/** The instant of a schedule's `HH:mm` on a date in a zone. */
function wallClockToInstant(date: string, time: string, timeZone: string): Date {
  return wallMinutesToInstant(date, parseTimeOfDay(time), timeZone);
}

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Denver',
  'Asia/Jerusalem',
  'US/Eastern',
  'Asia/Tokyo',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Sydney',
  'America/St_Johns',
  'Asia/Kolkata',
  'UTC',
];
const DAY = 86_400_000;
const OPEN: CallRuleFacts = { consent: null, startDate: null, endDate: null };

const timeArbitrary = fc
  .integer({ min: 0, max: 47 })
  .map((half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 === 0 ? '00' : '30'}`);
const slotArbitrary: fc.Arbitrary<ScheduleSlot> = fc.record({
  dayOfWeek: fc.integer({ min: 1, max: 7 }),
  time: timeArbitrary,
  timezone: fc.constantFrom(...ZONES),
});
/** Schedules as clients have them: at most one slot a day. */
const slotsArbitrary = fc.uniqueArray(slotArbitrary, {
  minLength: 1,
  maxLength: 7,
  selector: (slot) => slot.dayOfWeek,
});
const instantArbitrary = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) });
const dateArbitrary = instantArbitrary.map((instant) => new Date(instant).toISOString().slice(0, 10));
const frequencyArbitrary = fc.constantFrom(null, 1, 14, 21, 28);

const inputArbitrary = fc
  .record({
    slots: slotsArbitrary,
    daysFrequency: frequencyArbitrary,
    anchorDate: dateArbitrary,
    from: instantArbitrary,
    days: fc.integer({ min: 1, max: 70 }),
  })
  .map(
    ({ from, days, ...rest }): PlanScheduleInput => ({
      ...rest,
      from: new Date(from),
      to: new Date(from + days * DAY),
      rules: OPEN,
    }),
  );

/** Whether a wall-clock time does not exist on a date in a zone (the hour skipped when clocks go forward). */
function isSkipped(date: string, time: string, timeZone: string): boolean {
  const instant = wallClockToInstant(date, time, timeZone);
  const wall = toWallClock(instant, timeZone);
  return wall.date !== date || wall.time !== time;
}

function weeksOf(input: PlanScheduleInput): number {
  return input.daysFrequency !== null && input.daysFrequency >= 14 ? input.daysFrequency / 7 : 1;
}

describe('planning calls from a client schedule', () => {
  it('calls each slot on its day at its local time in its zone, across daylight-saving changes', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const occurrence of planScheduleOccurrences(input)) {
          const [date, time] = occurrence.localTime.split('T') as [string, string];
          const slot = input.slots.find(
            (candidate) =>
              candidate.timezone === occurrence.timezone &&
              candidate.time === time &&
              candidate.dayOfWeek === dayOfWeekOf(date),
          );
          expect(slot).toBeDefined();
          const wall = toWallClock(occurrence.dueAt, occurrence.timezone);
          if (isSkipped(date, time, occurrence.timezone)) {
            // The skipped hour: called the same day, one gap later.
            expect(wall.date).toBe(date);
            expect(wall.time > time).toBe(true);
          } else {
            expect(wall).toMatchObject({ date, time });
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('plans only within the window, in time order, each occurrence once', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const planned = planScheduleOccurrences(input);
        const times = planned.map((occurrence) => occurrence.dueAt.getTime());
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(new Set(planned.map((occurrence) => `${occurrence.timezone} ${occurrence.localTime}`)).size).toBe(
          planned.length,
        );
        for (const time of times) {
          expect(time).toBeGreaterThanOrEqual(input.from.getTime());
          expect(time).toBeLessThan(input.to.getTime());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('calls every 1, 2, 3 or 4 weeks exactly, in the weeks counted from the anchor, missing none', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const weeks = weeksOf(input);
        const planned = planScheduleOccurrences(input);
        const anchorWeek = dayNumber(input.anchorDate) - (dayOfWeekOf(input.anchorDate) - 1);
        for (const slot of input.slots) {
          const dates = planned
            .filter((occurrence) => occurrence.timezone === slot.timezone && occurrence.localTime.endsWith(slot.time))
            .filter((occurrence) => dayOfWeekOf(occurrence.localTime.slice(0, 10)) === slot.dayOfWeek)
            .map((occurrence) => dayNumber(occurrence.localTime.slice(0, 10)));
          for (const day of dates) {
            const week = (day - (dayOfWeekOf(new Date(day * DAY).toISOString().slice(0, 10)) - 1) - anchorWeek) / 7;
            expect(((week % weeks) + weeks) % weeks).toBe(0);
          }
          for (let index = 1; index < dates.length; index += 1) {
            expect((dates[index] as number) - (dates[index - 1] as number)).toBe(7 * weeks);
          }
        }
        // A window of the frequency's length plus a week holds at least one call of every slot.
        const span = input.to.getTime() - input.from.getTime();
        if (span >= (7 * weeks + 7) * DAY) {
          for (const slot of input.slots) {
            expect(
              planned.some(
                (occurrence) =>
                  occurrence.timezone === slot.timezone &&
                  dayOfWeekOf(occurrence.localTime.slice(0, 10)) === slot.dayOfWeek,
              ),
            ).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('plans the same calls whether a window is planned at once or in two parts', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (input, cut) => {
        const middle = new Date(input.from.getTime() + Math.floor((input.to.getTime() - input.from.getTime()) * cut));
        const whole = planScheduleOccurrences(input).map((occurrence) => occurrence.dueAt.getTime());
        const parts = [
          ...planScheduleOccurrences({ ...input, to: middle }),
          ...planScheduleOccurrences({ ...input, from: middle }),
        ].map((occurrence) => occurrence.dueAt.getTime());
        expect(parts).toEqual(whole);
      }),
      { numRuns: 100 },
    );
  });

  it('plans no call for a client who declined consent, and none outside the active period', () => {
    fc.assert(
      fc.property(inputArbitrary, dateArbitrary, dateArbitrary, fc.boolean(), (input, one, two, declined) => {
        const [startDate, endDate] = one <= two ? [one, two] : [two, one];
        const rules: CallRuleFacts = { consent: declined ? 'declined' : 'accepted', startDate, endDate };
        const planned = planScheduleOccurrences({ ...input, rules });
        if (declined) {
          expect(planned).toEqual([]);
          return;
        }
        for (const occurrence of planned) {
          const date = toWallClock(occurrence.dueAt, occurrence.timezone).date;
          expect(date >= startDate && date <= endDate).toBe(true);
        }
        const open = planScheduleOccurrences(input).filter((occurrence) => {
          const date = toWallClock(occurrence.dueAt, occurrence.timezone).date;
          return date >= startDate && date <= endDate;
        });
        expect(planned).toEqual(open);
      }),
      { numRuns: 150 },
    );
  });
});

describe('wall clock times in a zone', () => {
  it('keeps 09:00 in New York across the spring change: 14:00 UTC before, 13:00 UTC after', () => {
    const planned = planScheduleOccurrences({
      slots: [{ dayOfWeek: 2, time: '09:00', timezone: 'America/New_York' }],
      daysFrequency: 1,
      anchorDate: '2026-01-01',
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-17T00:00:00Z'),
      rules: OPEN,
    });
    expect(planned.map((occurrence) => occurrence.dueAt.toISOString())).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-16T13:00:00.000Z',
    ]);
  });

  it('moves a time the clocks skip one hour later, and takes the first of a time that happens twice', () => {
    expect(wallClockToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(wallClockToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(wallClockToInstant('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T16:30:00.000Z',
    );
    expect(zoneOffsetMs(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('gives back the wall clock it was given for every time that exists', () => {
    fc.assert(
      fc.property(dateArbitrary, timeArbitrary, fc.constantFrom(...ZONES), (date, time, zone) => {
        fc.pre(!isSkipped(date, time, zone));
        expect(toWallClock(wallClockToInstant(date, time, zone), zone)).toMatchObject({ date, time });
      }),
      { numRuns: 100 },
    );
  });
});
