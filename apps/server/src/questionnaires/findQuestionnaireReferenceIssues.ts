import type { Questionnaire } from '@carecall/graph-core';
import { inArray } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { questionnaires, recordings } from '../db/schema/index.ts';
import { parseRecordingUrl } from '../recordings/formatRecordingUrl.ts';
import { listQuestionnaireOwnerIds } from './listQuestionnaireOwnerIds.ts';

/** One reference of a questionnaire to something the owning organization cannot use. */
export interface QuestionnaireReferenceIssue {
  field: 'shadow_questionnaire_id' | 'sub_questionnaires' | 'embedded' | 'recording';
  message: string;
  vertex?: string;
  questionnaireId?: number;
  recordingId?: string;
}

function collectEmbeddedIds(document: Pick<Questionnaire, 'nodes' | 'sub_questionnaires'> | undefined): Set<number> {
  const ids = new Set<number>();
  if (!document) return ids;
  for (const node of document.nodes) {
    const id = 'embedded' in node.value ? node.value.embedded.questionnaireId : undefined;
    if (id !== undefined) ids.add(id);
  }
  for (const ref of document.sub_questionnaires) ids.add(ref.questionnaireId);
  return ids;
}

/**
 * Checks what a questionnaire refers to against what its owning organization may use: sub-questionnaires (embedded
 * vertices and `sub_questionnaires`), the shadow questionnaire and uploaded recordings must be the organization's or
 * an ancestor's, so no save can point at, and later play or run, another organization's content. Archived
 * questionnaires cannot be newly attached (references the stored version already had keep working); a
 * shadow must be an active regular questionnaire, and a sub-questionnaire has none.
 */
export async function findQuestionnaireReferenceIssues(
  db: Db,
  options: {
    document: Questionnaire;
    ownerId: number;
    questionnaireId: number | null;
    current?: Questionnaire | undefined;
  },
): Promise<QuestionnaireReferenceIssue[]> {
  const { document, questionnaireId } = options;
  const issues: QuestionnaireReferenceIssue[] = [];
  const ownerIds = await listQuestionnaireOwnerIds(db, options.ownerId);
  const alreadyAttached = collectEmbeddedIds(options.current);
  const wanted = collectEmbeddedIds(document);
  const shadowId = document.shadow_questionnaire_id;
  if (shadowId !== 0) wanted.add(shadowId);
  // An id beyond the column names no questionnaire: it is reported like any other missing one.
  const lookup = [...wanted].filter((id) => isDatabaseId(id));
  const rows =
    lookup.length === 0
      ? []
      : await db
          .select({
            id: questionnaires.id,
            organizationId: questionnaires.organizationId,
            archive: questionnaires.archive,
            isSubQuestionnaire: questionnaires.isSubQuestionnaire,
          })
          .from(questionnaires)
          .where(inArray(questionnaires.id, lookup));
  const usable = new Map(rows.filter((row) => ownerIds.includes(row.organizationId)).map((row) => [row.id, row]));

  const checkSubQuestionnaire = (
    id: number,
    at: Pick<QuestionnaireReferenceIssue, 'field' | 'vertex'>,
  ): QuestionnaireReferenceIssue | null => {
    const base = { ...at, questionnaireId: id };
    if (id === questionnaireId) return { ...base, message: 'A questionnaire cannot contain itself' };
    const row = usable.get(id);
    if (!row)
      return { ...base, message: `Sub-questionnaire ${id} does not exist or is not available to this organization` };
    if (row.archive && !alreadyAttached.has(id))
      return { ...base, message: `Sub-questionnaire ${id} is archived: restore it before attaching it` };
    return null;
  };
  for (const node of document.nodes) {
    const id = 'embedded' in node.value ? node.value.embedded.questionnaireId : undefined;
    if (id === undefined) continue;
    const issue = checkSubQuestionnaire(id, { field: 'embedded', vertex: node.v });
    if (issue) issues.push(issue);
  }
  for (const ref of document.sub_questionnaires) {
    const issue = checkSubQuestionnaire(ref.questionnaireId, { field: 'sub_questionnaires' });
    if (issue) issues.push(issue);
  }

  if (shadowId !== 0) {
    const field = 'shadow_questionnaire_id' as const;
    const row = usable.get(shadowId);
    const unchanged = options.current?.shadow_questionnaire_id === shadowId;
    if (document.isSubQuestionnaire)
      issues.push({
        field,
        questionnaireId: shadowId,
        message: 'A sub-questionnaire cannot have a shadow questionnaire',
      });
    else if (shadowId === questionnaireId)
      issues.push({ field, questionnaireId: shadowId, message: 'A questionnaire cannot be its own shadow' });
    else if (!row)
      issues.push({
        field,
        questionnaireId: shadowId,
        message: `Shadow questionnaire ${shadowId} does not exist or is not available to this organization`,
      });
    else if (row.isSubQuestionnaire)
      issues.push({
        field,
        questionnaireId: shadowId,
        message: 'A sub-questionnaire cannot be a shadow questionnaire',
      });
    else if (row.archive && !unchanged)
      issues.push({ field, questionnaireId: shadowId, message: `Shadow questionnaire ${shadowId} is archived` });
  }

  const recordingRefs: { vertex: string; id: string }[] = [];
  for (const node of document.nodes) {
    const url = 'recording' in node.value ? node.value.recording.url : undefined;
    const parsed = url ? parseRecordingUrl(url) : null;
    if (parsed) recordingRefs.push({ vertex: node.v, id: parsed.id });
  }
  if (recordingRefs.length > 0) {
    const found = await db
      .select({ id: recordings.id, organizationId: recordings.organizationId })
      .from(recordings)
      .where(inArray(recordings.id, [...new Set(recordingRefs.map((ref) => ref.id))]));
    const playable = new Set(found.filter((row) => ownerIds.includes(row.organizationId)).map((row) => row.id));
    for (const ref of recordingRefs) {
      if (playable.has(ref.id)) continue;
      issues.push({
        field: 'recording',
        vertex: ref.vertex,
        recordingId: ref.id,
        message: `Recording ${ref.id} does not exist or is not available to this organization`,
      });
    }
  }
  return issues;
}
