import type { Patient } from '@carecall/api-client';

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The client's time zone: the zone of the client's call schedule (the zone the planned calls run in), else the
 * user's own zone from the settings, else UTC. A client has no zone of their own otherwise.
 */
export function getClientTimeZone(
  patient: Pick<Patient, 'patientSchedule'>,
  userTimeZone: string | null | undefined,
): string {
  const scheduled = patient.patientSchedule?.find((slot) => isKnownTimeZone(slot.timezone))?.timezone;
  if (scheduled) return scheduled;
  return userTimeZone && isKnownTimeZone(userTimeZone) ? userTimeZone : 'UTC';
}
