import type { PatientTags } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientTags } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { HttpError } from '../http/HttpError.ts';
import type { PatientTagValue } from './normalizePatientTag.ts';
import type { PatientScope } from './PatientScope.ts';
import { readPatientTags } from './readPatientTags.ts';
import { recordPatientAudit } from './recordPatientAudit.ts';
import { requirePatientAtVersion } from './requirePatientAtVersion.ts';
import { stampPatientChange } from './stampPatientChange.ts';

/** What a tag request does: add (or replace), change an existing tag, or remove one by name. */
export type PatientTagChange =
  | { kind: 'add'; tag: PatientTagValue }
  | { kind: 'update'; tag: PatientTagValue }
  | { kind: 'remove'; name: string };

/**
 * Applies a tag change to a client of the caller's organization (404 for any other) with its audit entry, and
 * answers all the client's tags and its new version. Tags share the client's version: the change must be based on
 * the current one (409 `VERSION_CONFLICT` otherwise) and moves it on. Adding a tag the client has replaces it;
 * changing a tag the client lacks is 404 `TAG_NOT_FOUND`; removing one it lacks leaves the tags as they are.
 */
export async function changePatientTag(
  db: Db,
  scope: PatientScope,
  patientId: number,
  change: PatientTagChange & { baseVersion: number },
  now: Date,
): Promise<{ patientTags: PatientTags; version: number }> {
  return withTransaction(db, async (tx) => {
    const patient = await requirePatientAtVersion(tx, scope.organizationId, patientId, change.baseVersion);
    if (change.kind === 'remove') {
      const removed = await tx
        .delete(patientTags)
        .where(and(eq(patientTags.patientId, patient.id), eq(patientTags.name, change.name)))
        .returning({ name: patientTags.name });
      await recordPatientAudit(tx, scope, 'client_tag_removed', patient.id, {
        tag: change.name,
        removed: removed.length > 0,
      });
    } else {
      const values = { params: change.tag.params, description: change.tag.description, updatedAt: now };
      if (change.kind === 'add') {
        await tx
          .insert(patientTags)
          .values({ patientId: patient.id, name: change.tag.name, ...values })
          .onConflictDoUpdate({ target: [patientTags.patientId, patientTags.name], set: values });
      } else {
        const updated = await tx
          .update(patientTags)
          .set(values)
          .where(and(eq(patientTags.patientId, patient.id), eq(patientTags.name, change.tag.name)))
          .returning({ name: patientTags.name });
        if (updated.length === 0) throw new HttpError(404, 'TAG_NOT_FOUND', 'The client has no tag with this name');
      }
      await recordPatientAudit(
        tx,
        scope,
        change.kind === 'add' ? 'client_tag_added' : 'client_tag_updated',
        patient.id,
        // The tag's name only: its params and description are the client's answers (a consent decision, free text).
        { tag: change.tag.name },
      );
    }
    const stamped = await stampPatientChange(tx, { row: patient, userId: scope.userId, now });
    return { patientTags: await readPatientTags(tx, patient.id), version: stamped.version };
  });
}
