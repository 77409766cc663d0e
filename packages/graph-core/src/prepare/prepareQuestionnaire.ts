import { formatBranchAnswer } from '../askOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { getVertexPosition, type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import { applyEdgeIntentRule, type EdgeIntentRule, getEdgeIntentRule, getUnknownIntent } from './edgeIntents.ts';

/**
 * A copy of a record with one more key, written last. It is built key by key: V8 gives a spread copy that then gets
 * a new key a layout several times larger, and on a large document the collector has to copy each of those around.
 */
function copyWithLastKey<T extends object, K extends string, V>(record: T, key: K, value: V): T & Record<K, V> {
  const copy: Record<string, unknown> = {};
  for (const name in record) {
    if (!Object.hasOwn(record, name)) continue;
    const field = record[name];
    // Assigning `__proto__` would replace the copy's prototype instead of adding a key.
    if (name === '__proto__') Object.defineProperty(copy, name, { value: field, enumerable: true, writable: true });
    else copy[name] = field;
  }
  copy[key] = value;
  return copy as T & Record<K, V>;
}

/** The ask with its unknown intent set or removed, the same object when nothing changes. */
function withUnknownIntent(value: VertexValue): VertexValue {
  if (!('ask' in value)) return value;
  const intent = getUnknownIntent(value);
  if (value.ask.unknown_intent === intent) return value;
  // The usual case, an ask without an unknown intent yet, takes one copy; a stale intent is taken out first, so the
  // new one is always written last.
  if (!('unknown_intent' in value.ask)) return { ...value, ask: copyWithLastKey(value.ask, 'unknown_intent', intent) };
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
function withIntents(edge: Edge, rule: EdgeIntentRule | undefined): Edge {
  const intents = rule === undefined ? undefined : applyEdgeIntentRule(rule, edge);
  if (intents === undefined) return 'intents' in edge ? copyEdge(edge, undefined) : edge;
  const current = edge.intents;
  if (current && current.length === intents.length && current.every((intent, i) => intent === intents[i])) return edge;
  return copyEdge(edge, intents);
}

/** The joined hints of each branch of a multi_branch ask, in branch order; a branch's rank is its first index here. */
function listBranchAnswers(value: VertexValue): string[] {
  const branches = 'ask' in value ? (value.ask.multiBranchAnswers ?? []) : [];
  return branches.map((branch) => formatBranchAnswer(branch.hints));
}

/**
 * A prepared multi_branch edge's branch rank: the index of the first branch its answer is; edges whose answer is no
 * branch go last. The answer is read from the edge's intents, which the branch rule made its answer alone: they are
 * on the edge prepare just wrote, while its conditions are in the input, far away in memory on a large document.
 */
function rankEdge(edge: Edge, answers: readonly string[]): number {
  const answer = edge.intents?.[0];
  const rank = answer === undefined ? -1 : answers.indexOf(answer);
  return rank < 0 ? answers.length + 1 : rank;
}

/**
 * Whether an ask's prepared edges already are in branch order, which is how a saved document holds them. It walks the
 * ask's edges in the index and their slots in `edges`, without collecting the slots, since nearly every ask passes.
 */
function isInBranchOrder(
  edges: readonly Edge[],
  ask: BranchAsk,
  slotOf: Int32Array,
  index: QuestionnaireIndex,
): boolean {
  let previous = -1;
  for (let k = index.outStart[ask.position] as number; k < (index.outStart[ask.position + 1] as number); k++) {
    const slot = slotOf[index.outEdgeIds[k] as number] as number;
    if (slot < 0) continue;
    const rank = rankEdge(edges[slot] as Edge, ask.answers);
    if (rank < previous) return false;
    previous = rank;
  }
  return true;
}

/** A multi_branch ask's position and its branches' answers, taken while prepare reads the vertex. */
interface BranchAsk {
  position: number;
  answers: readonly string[];
}

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent. `asks` are the multi_branch asks, and `slotOf` maps each
 * input edge position to its slot in `edges` (-1 for an edge left out).
 */
function orderBranchEdges(
  edges: Edge[],
  asks: readonly BranchAsk[],
  slotOf: Int32Array,
  index: QuestionnaireIndex,
): void {
  for (let a = 0; a < asks.length; a++) {
    const ask = asks[a] as BranchAsk;
    if (isInBranchOrder(edges, ask, slotOf, index)) continue;
    const slots: number[] = [];
    for (let k = index.outStart[ask.position] as number; k < (index.outStart[ask.position + 1] as number); k++) {
      const slot = slotOf[index.outEdgeIds[k] as number] as number;
      if (slot >= 0) slots.push(slot);
    }
    const sorted = slots
      .map((i) => edges[i] as Edge)
      .sort((a, b) => rankEdge(a, ask.answers) - rankEdge(b, ask.answers));
    slots.forEach((slot, i) => {
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
  const { edgeSources, edgeTargets } = resolved;
  const isPlaceholder = new Uint8Array(questionnaire.nodes.length);
  // The lists are made at their full length and cut to what they hold, rather than grown entry by entry.
  const nodes = new Array<Vertex>(questionnaire.nodes.length);
  let nodeCount = 0;
  const asks: BranchAsk[] = [];
  // The intent rule of each vertex's edges, taken while the vertex is read: an edge's intents depend on the ask's
  // type, tags and branches as written, which preparing the ask does not change, and the edge pass then need not
  // read its source vertex again.
  const intentRules = new Array<EdgeIntentRule | undefined>(questionnaire.nodes.length);
  for (let position = 0; position < questionnaire.nodes.length; position++) {
    const node = questionnaire.nodes[position] as Vertex;
    if (isPlaceholderValue(node.value)) {
      isPlaceholder[position] = 1;
      continue;
    }
    intentRules[position] = getEdgeIntentRule(node.value);
    if ('ask' in node.value && node.value.ask.type === 'multi_branch')
      asks.push({ position, answers: listBranchAnswers(node.value) });
    const value = withUnknownIntent(node.value);
    nodes[nodeCount++] = value === node.value ? node : { ...node, value };
  }
  nodes.length = nodeCount;
  const edges = new Array<Edge>(questionnaire.edges.length);
  const slotOf = new Int32Array(questionnaire.edges.length).fill(-1);
  let edgeCount = 0;
  for (let position = 0; position < questionnaire.edges.length; position++) {
    const source = edgeSources[position] as number;
    const target = edgeTargets[position] as number;
    if ((source >= 0 && isPlaceholder[source] === 1) || (target >= 0 && isPlaceholder[target] === 1)) continue;
    slotOf[position] = edgeCount;
    edges[edgeCount++] = withIntents(
      questionnaire.edges[position] as Edge,
      source < 0 ? undefined : intentRules[source],
    );
  }
  edges.length = edgeCount;
  orderBranchEdges(edges, asks, slotOf, resolved);
  const complete = new Set<string>();
  for (const name of questionnaire.complete_node) {
    const position = getVertexPosition(resolved, name);
    if (name.trim() === '' || (position >= 0 && isPlaceholder[position] === 1)) continue;
    complete.add(name);
  }
  return { ...questionnaire, complete_node: [...complete], nodes, edges };
}
