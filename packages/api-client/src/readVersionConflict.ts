import { isApiError } from './ApiError.ts';
import { type VersionConflictBody, versionConflictBodySchema } from './entities/recordVersion.ts';

/**
 * The conflict a write was refused with (409 with `currentVersion`, `changedBy`, `changedAt` and `current`), or null
 * for any other failure, so a screen can tell whose change won and offer to reload it or to overwrite it deliberately.
 * Clients and questionnaires alike answer this shape (`VERSION_CONFLICT`, `QUESTIONNAIRE_VERSION_CONFLICT`).
 */
export function readVersionConflict(error: unknown): VersionConflictBody | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = versionConflictBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
