import type { PortalLocale } from './portalLocales.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(locale: PortalLocale, timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone || 'UTC' });
    } catch {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an instant as a day (`Mar 1, 2024`, the spec's `MMM D, YYYY`; `2024年3月1日` in Japanese) in the user's
 * time zone, UTC when absent or unknown, like {@link formatPortalDate} but through `Intl.DateTimeFormat`: screens in
 * the first download (the client list) show dates without pulling dayjs into it. Formatters are cached per language
 * and zone, so a list of cards formats cheaply. Unreadable input gives an empty text.
 */
export function formatPortalDay(
  value: string | number | Date,
  options: { locale: PortalLocale; timeZone: string | null | undefined },
): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return getFormatter(options.locale, options.timeZone).format(instant);
}
