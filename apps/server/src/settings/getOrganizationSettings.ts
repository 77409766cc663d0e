import type { Settings } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../AppServices.ts';
import { organizationSettings } from '../db/schema/index.ts';
import { resolveOrganizationSettings } from './resolveOrganizationSettings.ts';

/**
 * An organization's settings with the contract's defaults, through the app's settings cache: read from the database
 * at most once per cache period, so the routes that consult a setting on every request cost no round trip for it.
 */
export function getOrganizationSettings(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
): Promise<Settings> {
  return services.settingsCache.get(organizationId, async () => {
    const [row] = await services.db
      .select({ settings: organizationSettings.settings })
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, organizationId));
    return resolveOrganizationSettings(row?.settings);
  });
}
