import type { Settings } from '@carecall/api-client';
import type { AppServices } from '../AppServices.ts';
import { loadOrganizationSettings } from './loadOrganizationSettings.ts';

/**
 * An organization's settings with the contract's defaults, through the app's settings cache: read from the database
 * at most once per cache period, so the routes that consult a setting on every request cost no round trip for it.
 */
export function getOrganizationSettings(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
): Promise<Settings> {
  return services.settingsCache.get(organizationId, () => loadOrganizationSettings(services.db, organizationId));
}
