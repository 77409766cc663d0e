import { formatBranchAnswer } from '../askOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { getVertexValueAt, type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import { getAnswerValue, getEdgeIntents, getUnknownIntent } from './edgeIntents.ts';

/** The ask with its unknown intent set or removed, the same object when nothing changes. */
function withUnknownIntent(value: VertexValue): VertexValue {
  if (!('ask' in value)) return value;
  const intent = getUnknownIntent(value);
  if (value.ask.unknown_intent === intent) return value;
  // The usual case, an ask without an unknown intent yet, takes one spread; a stale intent is taken out first, so
  // the new one is always written last.
  if (!('unknown_intent' in value.ask)) return { ...value, ask: { ...value.ask, unknown_intent: intent } };
  const { unknown_intent: _stale, ...ask } = value.ask;
  return { ...value, ask: intent === undefined ? ask : { ...ask, unknown_intent: intent } };
}

/**
 * A copy of an edge with `intents` set, or removed when undefined. Parsed edges are loose objects that are slow to
 * spread, so the common shape (only the known keys) is copied field by field; anything else is kept by a spread.
 */
function copyEdge(edge: Edge, intents: string[] | undefined): Edge {
  for (const key in edge) {
    if (key === 'v' || key === 'w' || key === 'name' || key === 'value' || key === 'intents') continue;
    if (intents !== undefined) return { ...edge, intents };
    const { intents: _stale, ...rest } = edge;
    return rest;
  }
  const { v, w, name, value } = edge;
  return intents === undefined ? { v, w, name, value } : { v, w, name, value, intents };
}

/** The edge with its intents written (or a stale list removed), the same object when nothing changes. */
function withIntents(edge: Edge, source: VertexValue | undefined): Edge {
  const intents = source === undefined ? undefined : getEdgeIntents(source, edge);
  if (intents === undefined) return 'intents' in edge ? copyEdge(edge, undefined) : edge;
  const current = edge.intents;
  if (current && current.length === intents.length && current.every((intent, i) => intent === intents[i])) return edge;
  return copyEdge(edge, intents);
}

/** The branch order of a multi_branch ask's answers: each branch's joined hints to its index (first one wins). */
function rankBranches(value: VertexValue): Map<string, number> {
  const rank = new Map<string, number>();
  const branches = 'ask' in value ? (value.ask.multiBranchAnswers ?? []) : [];
  branches.forEach((branch, i) => {
    const answer = formatBranchAnswer(branch.hints);
    if (!rank.has(answer)) rank.set(answer, i);
  });
  return rank;
}

/** Whether an ask's edges already are in branch order, which is how a saved document holds them. */
function isInBranchOrder(
  edges: readonly Edge[],
  positions: readonly number[],
  rankOf: (edge: Edge) => number,
): boolean {
  for (let i = 1; i < positions.length; i++) {
    if (rankOf(edges[positions[i - 1] as number] as Edge) > rankOf(edges[positions[i] as number] as Edge)) return false;
  }
  return true;
}

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent. `slots` maps each ask's vertex position to its slots.
 */
function orderBranchEdges(edges: Edge[], slots: ReadonlyMap<number, number[]>, index: QuestionnaireIndex): void {
  for (const [position, positions] of slots) {
    if (positions.length < 2) continue;
    const rank = rankBranches(getVertexValueAt(index, position));
    const rankOf = (edge: Edge): number => {
      const answer = getAnswerValue(edge);
      return (answer === undefined ? undefined : rank.get(answer)) ?? rank.size + 1;
    };
    if (isInBranchOrder(edges, positions, rankOf)) continue;
    const sorted = positions.map((i) => edges[i] as Edge).sort((a, b) => rankOf(a) - rankOf(b));
    positions.forEach((slot, i) => {
      edges[slot] = sorted[i] as Edge;
    });
  }
}

/**
 * Turns an edited questionnaire into the form that is saved (questionnaire-format.md, "The prepared form"):
 * placeholders and their edges removed, intents on every edge leaving an ask, unknown intents on asks, multi_branch
 * edges in branch order, and `complete_node` without empty, duplicate or placeholder entries. `prepare` owns
 * `intents` and `unknown_intent`: a stale value is replaced or removed, so preparing twice changes nothing.
 * Linear in the size of the document; the input is not modified. A given index (the one `parseQuestionnaire`
 * returned) is used when it was built from this document, so it is not built again.
 */
export function prepareQuestionnaire(questionnaire: Questionnaire, index?: QuestionnaireIndex): Questionnaire {
  const resolved = resolveQuestionnaireIndex(questionnaire, index);
  const { edgeSources, edgeTargets, vertexAt } = resolved;
  const isPlaceholder = new Uint8Array(questionnaire.nodes.length);
  const nodes: Vertex[] = [];
  questionnaire.nodes.forEach((node, position) => {
    if (isPlaceholderValue(node.value)) {
      isPlaceholder[position] = 1;
      return;
    }
    const value = withUnknownIntent(node.value);
    nodes.push(value === node.value ? node : { ...node, value });
  });
  const edges: Edge[] = [];
  const branchSlots = new Map<number, number[]>();
  questionnaire.edges.forEach((edge, position) => {
    const source = edgeSources[position] as number;
    const target = edgeTargets[position] as number;
    if ((source >= 0 && isPlaceholder[source] === 1) || (target >= 0 && isPlaceholder[target] === 1)) return;
    // The source as written: an edge's intents and its branch order depend on the ask's type, tags and branches,
    // which preparing the ask does not change.
    const value = source < 0 ? undefined : getVertexValueAt(resolved, source);
    if (value && 'ask' in value && value.ask.type === 'multi_branch') {
      const slots = branchSlots.get(source);
      if (slots) slots.push(edges.length);
      else branchSlots.set(source, [edges.length]);
    }
    edges.push(withIntents(edge, value));
  });
  orderBranchEdges(edges, branchSlots, resolved);
  const complete = new Set<string>();
  for (const name of questionnaire.complete_node) {
    const position = vertexAt.get(name);
    if (name.trim() === '' || (position !== undefined && isPlaceholder[position] === 1)) continue;
    complete.add(name);
  }
  return { ...questionnaire, complete_node: [...complete], nodes, edges };
}
