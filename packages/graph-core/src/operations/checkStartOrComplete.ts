import type { Questionnaire } from '../questionnaire.ts';
import { isPlaceholderValue } from '../vertexValue.ts';
import { type EditFailure, failEdit } from './editResult.ts';

/** Why a vertex cannot be a start or complete vertex: it is missing or a placeholder; undefined when it can. */
export function checkStartOrComplete(questionnaire: Questionnaire, name: string): EditFailure | undefined {
  const node = questionnaire.nodes.find((candidate) => candidate.v === name);
  if (node === undefined) return failEdit('vertex-not-found', `vertex "${name}" does not exist`);
  if (isPlaceholderValue(node.value))
    return failEdit('placeholder-not-allowed', `placeholder "${name}" cannot be a start or complete vertex`);
  return undefined;
}
