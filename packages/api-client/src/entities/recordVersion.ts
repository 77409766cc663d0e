import { z } from 'zod';
import { apiErrorBodySchema } from '../apiErrorBody.ts';
import { timestampSchema } from './dateString.ts';
import { idSchema } from './id.ts';

/**
 * The version of a record two people can edit (a client, a questionnaire, a user): 1 when created, one more with every
 * stored change. Every write of such a record names the version it is based on; an older one is refused with 409, so
 * a stale screen can never silently undo a colleague's change.
 */
export const recordVersionSchema = z.number().int().positive();
export type RecordVersion = z.infer<typeof recordVersionSchema>;

/** The code of a write refused because the record changed since the version it was based on. */
export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** Who stored a record's current version, so a refused writer can be told whose change won. */
export const recordEditorSchema = z.looseObject({
  user_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
});
export type RecordEditor = z.infer<typeof recordEditorSchema>;

/**
 * The 409 answer of a write based on an outdated version: `currentVersion` to base the next write on, who stored it
 * (`changedBy`, null when nobody known did, e.g. seeded data) and when (`changedAt`), and `current`, the record as it
 * is now, in the shape its own read answers, so the client can show or merge it without another request.
 */
export const versionConflictBodySchema = apiErrorBodySchema.extend({
  code: z.string(),
  currentVersion: z.number().int().nonnegative(),
  changedBy: recordEditorSchema.nullable(),
  changedAt: timestampSchema.nullable(),
  current: z.unknown(),
});
export type VersionConflictBody = z.infer<typeof versionConflictBodySchema>;
