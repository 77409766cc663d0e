import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { organizationSettings } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { resolveOrganizationSettings } from '../settings/resolveOrganizationSettings.ts';

/**
 * New questionnaires need the organization's setting AutomaticCalls.AddQuestionnaire: the portal hides
 * the plus button without it, and the server refuses the same thing for every other client.
 */
export async function assertQuestionnaireCreationAllowed(db: Db, organizationId: number): Promise<void> {
  const [row] = await db
    .select({ settings: organizationSettings.settings })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  if (!resolveOrganizationSettings(row?.settings)['AutomaticCalls.AddQuestionnaire']) {
    throw new HttpError(403, 'QUESTIONNAIRE_ADD_DISABLED', 'Adding questionnaires is turned off for this organization');
  }
}
