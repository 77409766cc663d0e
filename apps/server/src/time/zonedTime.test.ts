import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, getDayBounds, getDayOfWeek, getWallClock, wallClockToInstant } from './zonedTime.ts';

describe('wallClockToInstant', () => {
  it('reads ordinary times in zones east and west of UTC', () => {
    expect(wallClockToInstant('2026-07-01', 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(wallClockToInstant('2026-01-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(wallClockToInstant('2026-01-15', 9 * 60, 'Asia/Tokyo').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(wallClockToInstant('2026-01-15', 30, 'Pacific/Honolulu').toISOString()).toBe('2026-01-15T10:30:00.000Z');
  });

  it('moves a time the clocks skip on by the gap and takes the first of a repeated time', () => {
    // 2026-03-08 02:30 does not exist in New York: it is 03:30 EDT.
    expect(wallClockToInstant('2026-03-08', 150, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice in New York: the EDT one comes first.
    expect(wallClockToInstant('2026-11-01', 90, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('has day bounds of 23 and 25 hours on the change days', () => {
    const spring = getDayBounds('2026-03-08', 'America/New_York');
    const autumn = getDayBounds('2026-11-01', 'America/New_York');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('round-trips every wall time that exists, in every offered zone', () => {
    const zones = [
      'America/New_York',
      'America/Los_Angeles',
      'Asia/Jerusalem',
      'Asia/Tokyo',
      'Pacific/Honolulu',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 47 }),
        fc.constantFrom(...zones),
        (dayIndex, halfHour, zone) => {
          const date = addDays('2026-01-01', dayIndex);
          const instant = wallClockToInstant(date, halfHour * 30, zone);
          const wall = getWallClock(instant, zone);
          // Either the very wall time, or (skipped hour) the same day a gap later.
          expect(wall.date).toBe(date);
          expect(wall.minutes - halfHour * 30).toBeGreaterThanOrEqual(0);
          expect(wall.minutes - halfHour * 30).toBeLessThanOrEqual(60);
        },
      ),
    );
  });

  it('numbers days of the week from Sunday as 1', () => {
    expect(getDayOfWeek('2026-11-29')).toBe(1);
    expect(getDayOfWeek('2026-11-28')).toBe(7);
  });
});
