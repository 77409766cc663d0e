import type { Questionnaire } from '../questionnaire.ts';
import { isPlaceholderValue } from '../vertexValue.ts';

/** The vertex names the start and complete selectors offer: every vertex but placeholders, in order. */
export function getStartAndCompleteCandidates(questionnaire: Pick<Questionnaire, 'nodes'>): string[] {
  return questionnaire.nodes.filter((node) => !isPlaceholderValue(node.value)).map((node) => node.v);
}
