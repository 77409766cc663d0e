import type { QuestionnaireRevisionAction } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import { questionnaireRevisions, questionnaires } from '../db/schema/index.ts';
import type { HttpError } from '../http/HttpError.ts';
import { createVersionConflict } from '../versions/createVersionConflict.ts';
import { readRecordEditor } from '../versions/readRecordEditor.ts';
import { getQuestionnaireColumns } from './getQuestionnaireColumns.ts';
import { questionnaireNotFound } from './loadVisibleQuestionnaire.ts';
import { type QuestionnaireListRow, toQuestionnaireListEntry } from './toQuestionnaireListEntry.ts';

/**
 * The refusal of a change based on an outdated version (409 `QUESTIONNAIRE_VERSION_CONFLICT`): `currentVersion` tells
 * the client what to reload, `changedBy` and `changedAt` whose change won, and `current` is the questionnaire's list
 * entry as the viewing organization sees it (its graph stays behind `GET questionnaire/{id}`: it can be large).
 */
export async function createQuestionnaireVersionConflict(
  db: Db,
  current: QuestionnaireListRow,
  baseVersion: number,
  viewingOrganizationId: number,
): Promise<HttpError> {
  return createVersionConflict({
    code: 'QUESTIONNAIRE_VERSION_CONFLICT',
    record: 'questionnaire',
    baseVersion,
    currentVersion: current.version,
    changedBy: await readRecordEditor(db, current.updatedBy),
    changedAt: current.updatedAt,
    current: toQuestionnaireListEntry(current, viewingOrganizationId),
  });
}

/** What replaces a questionnaire's current state, and on which version the change was based. */
export interface QuestionnaireChange {
  id: number;
  ownerId: number;
  baseVersion: number;
  document: Questionnaire;
  action: Exclude<QuestionnaireRevisionAction, 'create'>;
  userId: number;
  now: Date;
  restoredFromRevisionId?: number;
  /** The audit entry of the change, written in its transaction: a change is stored with its record or not at all. */
  audit?: (stored: { id: number; version: number }) => AuditEntry;
}

/**
 * Replaces a questionnaire's current state only if it is still at `baseVersion` — a compare-and-set in one UPDATE,
 * so of two concurrent changes based on the same version exactly one wins — and keeps the new state as a revision in
 * the same transaction, with the change's audit entry. A lost race is 409 `QUESTIONNAIRE_VERSION_CONFLICT` with the current version; nothing is
 * written then.
 */
export async function storeQuestionnaireVersion(db: Db, change: QuestionnaireChange): Promise<{ version: number }> {
  const document: Questionnaire = { ...change.document, id: change.id, organization_id: change.ownerId };
  const columns = getQuestionnaireColumns(document);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [updated] = await tx
      .update(questionnaires)
      .set({
        ...columns,
        document,
        version: sql`${questionnaires.version} + 1`,
        updatedBy: change.userId,
        updatedAt: change.now,
      })
      .where(and(eq(questionnaires.id, change.id), eq(questionnaires.version, change.baseVersion)))
      .returning({ version: questionnaires.version });
    if (!updated) {
      const { document: _document, ...listColumns } = getTableColumns(questionnaires);
      const [current] = await tx.select(listColumns).from(questionnaires).where(eq(questionnaires.id, change.id));
      if (!current) throw questionnaireNotFound(change.id);
      // Only the owner changes a questionnaire, so the owner is the organization the refused writer acts in.
      throw await createQuestionnaireVersionConflict(tx, current, change.baseVersion, change.ownerId);
    }
    // The revision copies the stored document inside the database rather than sending it a second time.
    await tx.execute(sql`
      insert into ${questionnaireRevisions}
        (questionnaire_id, version, action, name, document, user_id, restored_from_revision_id, created_at)
      select id, version, ${change.action}, name, document, ${change.userId}, ${change.restoredFromRevisionId ?? null},
        ${change.now.toISOString()}::timestamptz
      from ${questionnaires} where id = ${change.id}`);
    if (change.audit) await recordAudit(tx, change.audit({ id: change.id, version: updated.version }));
    return { version: updated.version };
  });
}
