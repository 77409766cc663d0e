import type { DiagnosisLink, DiagnosisLinkUpdate, FieldError } from '@carecall/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { diagnoses, patientDiagnoses } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { createValidationError } from './createValidationError.ts';
import { type DiagnosisLinkState, orderDiagnosisLinks } from './orderDiagnosisLinks.ts';
import type { PatientScope } from './PatientScope.ts';
import { readPatientDiagnoses } from './readPatientDiagnoses.ts';
import { recordPatientAudit } from './recordPatientAudit.ts';
import { requirePatientAtVersion } from './requirePatientAtVersion.ts';
import { stampPatientChange } from './stampPatientChange.ts';

/** The health-profile save body after the contract's schema. */
export interface DiagnosisChangesInput {
  patientProperties: readonly DiagnosisLinkUpdate[];
  propertiesToUpdate: readonly DiagnosisLinkUpdate[];
  /** The client's version the change is based on: diagnoses share it. */
  version: number;
}

/**
 * Saves a client's diagnosis changes (404 for a client of another organization) and answers the saved list. The
 * changed links (`propertiesToUpdate`) are applied — added or moved when active 1, removed (active 0, order null,
 * kept for history) when active 0 — and links not named keep their place, so two people editing different
 * diagnoses do not undo each other. A body with only `patientProperties` (the whole list) applies that instead.
 * Orders are then renumbered from 1, inactive links last. Unknown diagnoses and a diagnosis named twice are 400s.
 * Diagnoses share the client's version: the change must be based on the current one (409 `VERSION_CONFLICT`) and
 * moves it on; the answer carries the new one.
 */
export async function saveDiagnosisChanges(
  db: Db,
  scope: PatientScope,
  patientId: number,
  input: DiagnosisChangesInput,
  now: Date,
): Promise<{ patientProperties: DiagnosisLink[]; version: number }> {
  const useWholeList = input.propertiesToUpdate.length === 0;
  const changes = useWholeList ? input.patientProperties : input.propertiesToUpdate;
  const listPath = useWholeList ? 'patientProperties' : 'propertiesToUpdate';
  return withTransaction(db, async (tx) => {
    const patient = await requirePatientAtVersion(tx, scope.organizationId, patientId, input.version);
    const ids = changes.map((change) => change.entity_id).filter((id) => isDatabaseId(id));
    const known =
      ids.length === 0
        ? new Set<number>()
        : new Set(
            (await tx.select({ id: diagnoses.id }).from(diagnoses).where(inArray(diagnoses.id, ids))).map(
              (row) => row.id,
            ),
          );
    const problems: FieldError[] = [];
    const seen = new Set<number>();
    changes.forEach((change, index) => {
      if (!known.has(change.entity_id))
        problems.push({ path: `${listPath}.${index}.entity_id`, message: 'Unknown diagnosis' });
      else if (seen.has(change.entity_id))
        problems.push({ path: `${listPath}.${index}.entity_id`, message: 'Diagnosis named twice' });
      seen.add(change.entity_id);
    });
    if (problems.length > 0) throw createValidationError(problems);

    const stored = await tx
      .select({
        entityId: patientDiagnoses.diagnosisId,
        active: patientDiagnoses.active,
        order: patientDiagnoses.order,
      })
      .from(patientDiagnoses)
      .where(eq(patientDiagnoses.patientId, patient.id));
    const before = new Map(stored.map((link) => [link.entityId, link]));
    const states = new Map<number, DiagnosisLinkState>(
      stored.map((link) => [
        link.entityId,
        { entityId: link.entityId, active: link.active === 1 ? 1 : 0, order: link.order, changed: false },
      ]),
    );
    let added = 0;
    let removed = 0;
    for (const change of changes) {
      const existing = before.get(change.entity_id);
      if (change.active === 0 && !existing) continue;
      if (change.active === 1 && existing?.active !== 1) added += 1;
      if (change.active === 0 && existing?.active === 1) removed += 1;
      states.set(change.entity_id, {
        entityId: change.entity_id,
        active: change.active,
        order: change.active === 1 ? change.order : null,
        changed: true,
      });
    }
    for (const link of orderDiagnosisLinks([...states.values()])) {
      const previous = before.get(link.entityId);
      if (!previous) {
        await tx.insert(patientDiagnoses).values({
          patientId: patient.id,
          diagnosisId: link.entityId,
          active: link.active,
          order: link.order,
          createdAt: now,
        });
      } else if (previous.active !== link.active || previous.order !== link.order) {
        await tx
          .update(patientDiagnoses)
          .set({ active: link.active, order: link.order })
          .where(and(eq(patientDiagnoses.patientId, patient.id), eq(patientDiagnoses.diagnosisId, link.entityId)));
      }
    }
    const stamped = await stampPatientChange(tx, { row: patient, userId: scope.userId, now });
    await recordPatientAudit(tx, scope, 'client_diagnoses_updated', patient.id, {
      changes: changes.length,
      added,
      removed,
    });
    return { patientProperties: await readPatientDiagnoses(tx, patient.id), version: stamped.version };
  });
}
