import type { AppServices } from '../AppServices.ts';
import { getOrganizationSettings } from '../settings/getOrganizationSettings.ts';
import { formatDateInTimeZone } from './formatDateInTimeZone.ts';
import { isValidTimeZone } from './isValidTimeZone.ts';

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
  return formatDateInTimeZone(now, isValidTimeZone(timezone) ? timezone : 'UTC');
}
