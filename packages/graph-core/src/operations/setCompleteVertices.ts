import type { Questionnaire } from '../questionnaire.ts';
import { checkStartOrComplete } from './checkStartOrComplete.ts';
import { type EditResult, produceEdit } from './editResult.ts';

/**
 * Sets the vertices that count as a completed call. Empty and duplicate entries are dropped; every
 * remaining name must be an existing vertex that is not a placeholder. An empty list is allowed (frames need none).
 */
export function setCompleteVertices(questionnaire: Questionnaire, names: readonly string[]): EditResult {
  const complete = [...new Set(names.filter((name) => name.trim() !== ''))];
  for (const name of complete) {
    const refused = checkStartOrComplete(questionnaire, name);
    if (refused) return refused;
  }
  return produceEdit(questionnaire, (draft) => {
    draft.complete_node = complete;
  });
}
