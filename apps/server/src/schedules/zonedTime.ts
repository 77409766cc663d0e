/** One formatter per zone, reading every wall-clock field of an instant. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
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
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone. */
export interface WallClock {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  time: string;
  /** 1 Sunday to 7 Saturday, as schedules number days. */
  dayOfWeek: number;
}

function wallFields(instant: number, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const f = wallFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The wall clock of `instant` in `timeZone`. */
export function toWallClock(instant: Date, timeZone: string): WallClock {
  const f = wallFields(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  return { date, time: `${pad(f.hour)}:${pad(f.minute)}`, dayOfWeek: dayOfWeekOf(date) };
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.floor(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 86_400_000);
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOfDayNumber(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** 1 Sunday to 7 Saturday. */
export function dayOfWeekOf(date: string): number {
  // 1970-01-01 was a Thursday (5).
  return ((((dayNumber(date) + 4) % 7) + 7) % 7) + 1;
}

/**
 * The instant a wall-clock time of a date has in a zone. A time the clocks skip (the hour lost when daylight saving
 * starts) is taken as the same time after the change, one gap later (02:30 becomes 03:30); a time that happens twice
 * (the hour repeated when it ends) as its first occurrence. So a call planned for a local time keeps that local time
 * across changes, and a call in the lost hour still happens that day.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const before = zoneOffsetMs(guess - 86_400_000, timeZone);
  const after = zoneOffsetMs(guess + 86_400_000, timeZone);
  const candidates = [guess - before, guess - after].filter(
    (instant) => zoneOffsetMs(instant, timeZone) === guess - instant,
  );
  if (candidates.length === 0) return new Date(guess - before);
  return new Date(Math.min(...candidates));
}
