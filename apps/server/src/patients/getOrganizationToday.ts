import type { AppServices } from '../AppServices.ts';
import { getOrganizationSettings } from '../settings/getOrganizationSettings.ts';
import { formatDateInTimeZone } from './formatDateInTimeZone.ts';
import { isValidTimeZone } from './isValidTimeZone.ts';

const MINUTE_MS = 60_000;

/**
 * The last date worked out per zone and the minute it holds for. Every zone's offset today is a whole number of
 * minutes, so a date cannot change within a minute; formatting one costs more than the rest of a cached list read.
 */
const todayByZone = new Map<string, { minute: number; date: string }>();

/**
 * Today's date in the organization's time zone (its `timezone` setting, UTC when unset or unknown) by the server
 * clock, which tests inject: ages are counted from it. The zone comes through the settings cache, so a changed zone
 * shows within the cache's period (at once after `settingsCache.forget`).
 */
export async function getOrganizationToday(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
  now: Date,
): Promise<string> {
  const { timezone } = await getOrganizationSettings(services, organizationId);
  const zone = isValidTimeZone(timezone) ? timezone : 'UTC';
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const known = todayByZone.get(zone);
  if (known?.minute === minute) return known.date;
  const date = formatDateInTimeZone(now, zone);
  todayByZone.set(zone, { minute, date });
  return date;
}
