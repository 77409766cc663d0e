import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CallRange } from '../api/callQueryKeys.ts';

dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.extend(timezone);

/** The date-range shortcuts of the calls panel. */
export const RANGE_PRESETS = ['allTime', 'lastWeek', 'lastMonth', 'last3Months'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/**
 * The range a shortcut stands for, ending now: all time has no bounds; the others start a week, a month or three
 * months ago in the user's time zone (so "last month" from March 31 starts on February 28 or 29).
 */
export function getPresetRange(preset: RangePreset, now: Date, timeZone: string): CallRange {
  const end = dayjs(now).tz(timeZone);
  switch (preset) {
    case 'allTime':
      return {};
    case 'lastWeek':
      return { startTime: end.subtract(1, 'week').valueOf(), endTime: end.valueOf() };
    case 'lastMonth':
      return { startTime: end.subtract(1, 'month').valueOf(), endTime: end.valueOf() };
    case 'last3Months':
      return { startTime: end.subtract(3, 'month').valueOf(), endTime: end.valueOf() };
  }
}

/**
 * The range of days the user picked (`YYYY-MM-DD`, either may be empty): from the start of the first day to the end of
 * the last, both in the user's time zone. A reversed pair is put in order rather than refused.
 */
export function getDayRange(from: string, to: string, timeZone: string): CallRange {
  const read = (day: string) => (dayjs(day, 'YYYY-MM-DD', true).isValid() ? day : undefined);
  let first = read(from);
  let last = read(to);
  if (first && last && first > last) [first, last] = [last, first];
  return {
    ...(first ? { startTime: dayjs.tz(first, timeZone).startOf('day').valueOf() } : {}),
    ...(last ? { endTime: dayjs.tz(last, timeZone).endOf('day').valueOf() } : {}),
  };
}
