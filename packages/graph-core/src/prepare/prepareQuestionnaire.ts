import { formatBranchAnswer } from '../askOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import { getAnswerValue, getEdgeIntents, getUnknownIntent } from './edgeIntents.ts';

/** The ask with its unknown intent set or removed, the same object when nothing changes. */
function withUnknownIntent(value: VertexValue): VertexValue {
  if (!('ask' in value)) return value;
  const intent = getUnknownIntent(value);
  if (value.ask.unknown_intent === intent) return value;
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

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent.
 */
function orderBranchEdges(
  edges: Edge[],
  slots: ReadonlyMap<string, number[]>,
  vertices: ReadonlyMap<string, VertexValue>,
): void {
  for (const [v, positions] of slots) {
    if (positions.length < 2) continue;
    const rank = rankBranches(vertices.get(v) as VertexValue);
    const rankOf = (edge: Edge): number => {
      const answer = getAnswerValue(edge);
      return (answer === undefined ? undefined : rank.get(answer)) ?? rank.size + 1;
    };
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
 * Linear in the size of the document; the input is not modified.
 */
export function prepareQuestionnaire(questionnaire: Questionnaire): Questionnaire {
  const vertices = new Map<string, VertexValue>();
  const placeholders = new Set<string>();
  const nodes: Vertex[] = [];
  for (const node of questionnaire.nodes) {
    if (isPlaceholderValue(node.value)) {
      placeholders.add(node.v);
      continue;
    }
    const value = withUnknownIntent(node.value);
    vertices.set(node.v, value);
    nodes.push(value === node.value ? node : { ...node, value });
  }
  const edges: Edge[] = [];
  const branchSlots = new Map<string, number[]>();
  const hasPlaceholders = placeholders.size > 0;
  for (const edge of questionnaire.edges) {
    if (hasPlaceholders && (placeholders.has(edge.v) || placeholders.has(edge.w))) continue;
    const source = vertices.get(edge.v);
    if (source && 'ask' in source && source.ask.type === 'multi_branch') {
      const slots = branchSlots.get(edge.v);
      if (slots) slots.push(edges.length);
      else branchSlots.set(edge.v, [edges.length]);
    }
    edges.push(withIntents(edge, source));
  }
  orderBranchEdges(edges, branchSlots, vertices);
  const complete = new Set<string>();
  for (const name of questionnaire.complete_node) {
    if (name.trim() === '' || placeholders.has(name)) continue;
    complete.add(name);
  }
  return { ...questionnaire, complete_node: [...complete], nodes, edges };
}
