import type { Questionnaire } from '../questionnaire.ts';
import { checkStartOrComplete } from './checkStartOrComplete.ts';
import { type EditResult, produceEdit } from './editResult.ts';

/** Sets where the call begins; the vertex must exist and must not be a placeholder. */
export function setStartVertex(questionnaire: Questionnaire, name: string): EditResult {
  const refused = checkStartOrComplete(questionnaire, name);
  if (refused) return refused;
  return produceEdit(questionnaire, (draft) => {
    draft.starting_node = name;
  });
}
