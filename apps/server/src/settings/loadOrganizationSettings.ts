import type { VersionedSettings } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { organizationSettings } from '../db/schema/index.ts';
import { resolveOrganizationSettings } from './resolveOrganizationSettings.ts';

/**
 * An organization's settings with the contract's defaults and the version they were read at (0 while the
 * organization has stored none): what the settings cache keeps, so every reader of the cache sees the version too.
 */
export async function loadOrganizationSettings(db: Db, organizationId: number): Promise<VersionedSettings> {
  const [row] = await db
    .select({ settings: organizationSettings.settings, version: organizationSettings.version })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return { ...resolveOrganizationSettings(row?.settings), version: row?.version ?? 0 };
}
