/**
 * A call's length as the specification shows durations: `HH:MM:SS`, with the hours dropped when zero
 * (`04:05`, `1:02:05` reads as `01:02:05`). Negative or unreadable lengths show as `00:00` rather than nonsense.
 */
export function formatCallDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours === 0 ? `${pad(minutes)}:${pad(rest)}` : `${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
}
