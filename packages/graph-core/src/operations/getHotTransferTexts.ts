import type { Questionnaire } from '../questionnaire.ts';
import { HOT_TRANSFER_OUTCOMES } from '../vertices/hotTransfer/outcomes.ts';
import type { HotTransferTexts } from './childTemplate.ts';

/**
 * The messages of the say vertices a hot transfer's `answered` / `not-answered` edges lead to, so the vertex dialog
 * can show and edit them with the transfer (`editVertex` writes them back). Undefined when the vertex is not a hot
 * transfer; a missing outcome say reads as an empty text.
 */
export function getHotTransferTexts(
  questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>,
  name: string,
): HotTransferTexts | undefined {
  const vertex = questionnaire.nodes.find((node) => node.v === name);
  if (vertex === undefined || !('hot_transfer' in vertex.value)) return undefined;
  const [answered, notAnswered] = HOT_TRANSFER_OUTCOMES;
  const texts = new Map<string, string>();
  for (const edge of questionnaire.edges) {
    if (edge.v !== name) continue;
    const outcome = edge.value.find((condition) => condition.action === 'hot_transfer')?.value;
    if (outcome === undefined || texts.has(outcome)) continue;
    const target = questionnaire.nodes.find((node) => node.v === edge.w);
    if (target !== undefined && 'say' in target.value) texts.set(outcome, target.value.say.message ?? '');
  }
  return { connectedText: texts.get(answered) ?? '', notConnectedText: texts.get(notAnswered) ?? '' };
}
