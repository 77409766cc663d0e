/**
 * Shows a stored client phone (`code-number`, the api-client's wire form) as `+code number`; anything else is shown
 * as stored.
 */
export function formatStoredPhone(stored: string): string {
  const match = /^\+?(\d{1,4})-(\d+)$/.exec(stored.trim());
  return match ? `+${match[1]} ${match[2]}` : stored;
}
