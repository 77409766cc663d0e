/**
 * Whether a name is an IANA time zone this runtime knows (`America/New_York`, `UTC`): a schedule in a zone that does
 * not exist could never be called on time, so it is refused at the boundary.
 */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
