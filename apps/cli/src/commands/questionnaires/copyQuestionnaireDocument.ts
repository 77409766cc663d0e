import type { QuestionnaireDocument, QuestionnaireListEntry } from '@carecall/api-client';

/** What a copy keeps and what it had to leave out, for the command to report. */
export interface CopiedDocument {
  document: Record<string, unknown> & { nodes: QuestionnaireDocument['nodes'] };
  notes: string[];
}

/**
 * Copies a questionnaire document for another organization as the portal's Copy does: a new questionnaire (id -1,
 * active, no version) with the same graph and, unless renamed, the same name. References are kept only where the
 * target organization can use them (its own questionnaires and its ancestors'): `sub_questionnaires` entries and the
 * shadow it cannot see are dropped, and an embedded vertex's sub-questionnaire it cannot see is cleared (so lint
 * reports that vertex and nothing half-broken is uploaded). Recordings are `copyRecordingsInto`'s.
 */
export function copyQuestionnaireDocument(
  source: QuestionnaireDocument,
  options: { name?: string | undefined; visible: readonly QuestionnaireListEntry[] },
): CopiedDocument {
  const notes: string[] = [];
  const visible = new Map(options.visible.map((entry) => [entry.id, entry]));
  const {
    organization_id: _owner,
    version: _version,
    read_only: _readOnly,
    ...rest
  } = source as QuestionnaireDocument & Record<string, unknown>;

  const shadow = visible.get(source.shadow_questionnaire_id);
  const keepShadow = shadow !== undefined && !shadow.archive && !shadow.is_sub_questionnaire;
  if (source.shadow_questionnaire_id !== 0 && !keepShadow) {
    notes.push(`dropped the shadow questionnaire ${source.shadow_questionnaire_id}: not available to the target`);
  }
  const subQuestionnaires = source.sub_questionnaires.filter((ref) => {
    if (visible.has(ref.questionnaireId)) return true;
    notes.push(
      `dropped sub-questionnaire ${ref.questionnaireId} (${ref.questionnaireName}): not available to the target`,
    );
    return false;
  });

  const nodes = [];
  for (const node of source.nodes) {
    if ('embedded' in node.value && node.value.embedded.questionnaireId !== undefined) {
      const { questionnaireId, questionnaireName } = node.value.embedded;
      if (!visible.has(questionnaireId)) {
        notes.push(
          `vertex ${node.v}: sub-questionnaire ${questionnaireId} (${questionnaireName ?? ''}) is not available to the target; copy it there first`,
        );
        const { questionnaireId: _id, questionnaireName: _name, ...embedded } = node.value.embedded;
        nodes.push({ ...node, value: { ...node.value, embedded } });
        continue;
      }
    }
    if ('recording' in node.value) {
      const { tempUrl: _tempUrl, ...recording } = node.value.recording;
      nodes.push({ ...node, value: { ...node.value, recording } });
      continue;
    }
    nodes.push(node);
  }

  return {
    document: {
      ...rest,
      id: -1,
      questionnaire_name: options.name ?? source.questionnaire_name,
      archive: false,
      shadow_questionnaire_id: keepShadow ? source.shadow_questionnaire_id : 0,
      sub_questionnaires: subQuestionnaires,
      nodes,
    },
    notes,
  };
}
