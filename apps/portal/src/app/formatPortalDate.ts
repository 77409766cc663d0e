import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { PortalLocale } from './portalLocales.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The date formats of the specification. */
export const DATE_FORMATS = { date: 'MMM D, YYYY', dateTime: 'MMM D, YYYY HH:mm' } as const;

/** How a date is shown to the user. */
export interface PortalDateOptions {
  locale: PortalLocale;
  /** The user's time zone from the settings; UTC when absent or unknown. */
  timeZone: string | null | undefined;
  format?: string;
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats an instant or a date in the user's time zone and language, the one way every screen shows dates (style
 * habit 8). Unreadable input gives an empty text rather than "Invalid Date".
 */
export function formatPortalDate(value: string | number | Date, options: PortalDateOptions): string {
  const zone = options.timeZone && isKnownTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  const instant = dayjs(value);
  if (!instant.isValid()) return '';
  return instant
    .tz(zone)
    .locale(options.locale)
    .format(options.format ?? DATE_FORMATS.date);
}
