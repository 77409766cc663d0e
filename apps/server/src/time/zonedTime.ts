/** Calendar and wall-clock arithmetic in IANA time zones with the platform's Intl, no library needed. */

const DAY_MS = 86_400_000;
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function getPartFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone: `YYYY-MM-DD` and minutes since midnight. */
export function getWallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = getPartFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** How far a zone is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = getPartFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Milliseconds of `YYYY-MM-DD` at midnight UTC. */
function dateToUtcMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/**
 * The instant a wall-clock time (`minutes` after midnight, up to 1440) of a date has in a zone. A time the clocks skip
 * (spring forward) is moved on by the gap, so 02:30 on that night is 03:30; a time that happens twice (fall back) is
 * its first occurrence.
 */
export function wallClockToInstant(date: string, minutes: number, timeZone: string): Date {
  const local = dateToUtcMs(date) + minutes * 60_000;
  // Every offset the zone has around that day; a reading is right when the zone has that offset at the instant.
  const before = zoneOffsetMs(local - DAY_MS, timeZone);
  const offsets = new Set([before, zoneOffsetMs(local, timeZone), zoneOffsetMs(local + DAY_MS, timeZone)]);
  const matches = [...offsets]
    .map((offset) => local - offset)
    .filter((instant) => local - zoneOffsetMs(instant, timeZone) === instant);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In a skipped hour, the offset from before the change moves the time on by the gap.
  return new Date(local - before);
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a date as schedules number it: 1 Sunday to 7 Saturday. */
export function getDayOfWeek(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay() + 1;
}

/** Days from 1970-01-01 to a date. */
export function getEpochDay(date: string): number {
  return Math.round(dateToUtcMs(date) / DAY_MS);
}

/** `HH:mm` of minutes after midnight. */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of `HH:mm` (`24:00` is 1440). */
export function parseTimeOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The start and end of a calendar day in a zone (23, 24 or 25 hours long). */
export function getDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: wallClockToInstant(date, 0, timeZone), end: wallClockToInstant(addDays(date, 1), 0, timeZone) };
}
