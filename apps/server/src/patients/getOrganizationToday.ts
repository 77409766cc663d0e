import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { organizationSettings } from '../db/schema/index.ts';
import { formatDateInTimeZone } from './formatDateInTimeZone.ts';
import { isValidTimeZone } from './isValidTimeZone.ts';

/**
 * Today's date in the organization's time zone (its `timezone` setting, UTC when unset or unknown) by the server
 * clock, which tests inject: ages are counted from it.
 */
export async function getOrganizationToday(db: Db, organizationId: number, now: Date): Promise<string> {
  const [row] = await db
    .select({ settings: organizationSettings.settings })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  const timeZone = row?.settings.timezone;
  return formatDateInTimeZone(now, typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : 'UTC');
}
