/** Zones already found valid: there are a few hundred, and building a formatter to check one is costly. */
const knownTimeZones = new Set<string>();

/**
 * Whether a name is an IANA time zone this runtime knows (`America/New_York`, `UTC`): a schedule in a zone that does
 * not exist could never be called on time, so it is refused at the boundary.
 */
export function isValidTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}
