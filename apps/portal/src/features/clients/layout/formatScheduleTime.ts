import dayjs from 'dayjs';
import { formatPortalDate } from '../../../app/formatPortalDate.ts';
import type { PortalLocale } from '../../../app/portalLocales.ts';

/**
 * Shows a schedule's `HH:mm` as the time of day in the schedule's own zone, through the portal's dayjs setup, so the
 * summary reads the slot as the client lives it; an unknown zone falls back to UTC like every portal date.
 */
export function formatScheduleTime(time: string, zone: string, locale: PortalLocale): string {
  let instant: dayjs.Dayjs;
  try {
    instant = dayjs.tz(`2026-01-07 ${time.slice(0, 5)}`, zone);
  } catch {
    instant = dayjs.utc(`2026-01-07 ${time.slice(0, 5)}`);
  }
  return formatPortalDate(instant.toDate(), { locale, timeZone: zone, format: 'HH:mm' });
}
