import { HttpError } from '../http/HttpError.ts';
import type { RequestAuth } from '../identity/RequestAuth.ts';
import { requireOrganizationId } from '../identity/requireOrganizationId.ts';

/**
 * The organization a questionnaire read looks from: the `organizationId` query parameter (the copy dialog browses
 * another of the user's organizations), else the selected one. An organization the user may not act in is refused
 * exactly like the header, so the parameter opens nothing the header would not.
 */
export function resolveQuestionnaireOrganization(auth: RequestAuth, requested: number | undefined): number {
  if (requested === undefined) return requireOrganizationId(auth);
  if (!auth.accessibleOrganizationIds.includes(requested)) {
    throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'You do not have access to this organization');
  }
  return requested;
}
