import type { QuestionnaireDocument } from '@carecall/api-client';
import { formatQuestionnaire, type QuestionnaireInput } from '@carecall/graph-core';

/**
 * The canonical file of a pulled questionnaire (graph-core's `formatQuestionnaire`), without what only describes
 * this read: `read_only`, and the recordings' signed `tempUrl`, which expires within minutes. `version` stays, so a
 * later `push` of the edited file is checked against the version it was based on.
 */
export function toQuestionnaireFile(document: QuestionnaireDocument): string {
  const { read_only: _readOnly, ...rest } = document;
  const nodes = rest.nodes.map((node) => {
    if (!('recording' in node.value)) return node;
    const { tempUrl: _tempUrl, ...recording } = node.value.recording;
    return { ...node, value: { ...node.value, recording } };
  });
  return formatQuestionnaire({ ...rest, nodes } as QuestionnaireInput);
}
