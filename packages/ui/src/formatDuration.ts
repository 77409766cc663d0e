/**
 * A length of time as the portal shows durations: `HH:MM:SS`, with the hours dropped when zero (`04:05`,
 * `01:02:05`). Negative or unreadable lengths show as `00:00` rather than nonsense.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours === 0 ? `${pad(minutes)}:${pad(rest)}` : `${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
}
