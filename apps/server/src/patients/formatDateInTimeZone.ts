/**
 * The calendar date (`YYYY-MM-DD`) an instant falls on in a time zone, so "today" is the organization's today and a
 * client's age changes on their birthday there, not at midnight UTC.
 */
export function formatDateInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
