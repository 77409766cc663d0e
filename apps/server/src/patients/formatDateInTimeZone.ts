/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function getDateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws for a zone that does not exist, so only real zones (a few hundred) are ever kept.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date (`YYYY-MM-DD`) an instant falls on in a time zone, so "today" is the organization's today and a
 * client's age changes on their birthday there, not at midnight UTC.
 */
export function formatDateInTimeZone(instant: Date, timeZone: string): string {
  const parts = getDateFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
