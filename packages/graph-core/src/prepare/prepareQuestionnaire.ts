import { formatBranchAnswer } from '../askOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { getVertexPosition, type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import {
  applyEdgeIntentRule,
  BRANCH_RULE,
  type EdgeIntentRule,
  getEdgeIntentRule,
  getUnknownIntent,
} from './edgeIntents.ts';

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
 * branch go last. The answer is the edge's intents, which the branch rule made its answer alone.
 */
function rankIntents(intents: readonly string[] | undefined, answers: readonly string[]): number {
  const answer = intents?.[0];
  const rank = answer === undefined ? -1 : answers.indexOf(answer);
  return rank < 0 ? answers.length + 1 : rank;
}

/** A multi_branch ask's position and its branches' answers, taken while prepare reads the vertex. */
interface BranchAsk {
  position: number;
  answers: readonly string[];
}

/**
 * Whether an ask's prepared edges already are in branch order, which is how a saved document holds them. It reads the
 * ranks taken when the edges were prepared, not the edges, since nearly every ask passes.
 */
function isInBranchOrder(ask: BranchAsk, slotOf: Int32Array, ranks: Int32Array, index: QuestionnaireIndex): boolean {
  let previous = -1;
  for (let k = index.outStart[ask.position] as number; k < (index.outStart[ask.position + 1] as number); k++) {
    const slot = slotOf[index.outEdgeIds[k] as number] as number;
    if (slot < 0) continue;
    const rank = ranks[slot] as number;
    if (rank < previous) return false;
    previous = rank;
  }
  return true;
}

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent. `asks` are the multi_branch asks, `slotOf` maps each
 * input edge position to its slot in `edges` (-1 for an edge left out) and `ranks` holds each slot's branch rank.
 */
function orderBranchEdges(
  edges: Edge[],
  asks: readonly BranchAsk[],
  slotOf: Int32Array,
  ranks: Int32Array,
  index: QuestionnaireIndex,
): void {
  for (let a = 0; a < asks.length; a++) {
    const ask = asks[a] as BranchAsk;
    if (isInBranchOrder(ask, slotOf, ranks, index)) continue;
    const slots: number[] = [];
    for (let k = index.outStart[ask.position] as number; k < (index.outStart[ask.position + 1] as number); k++) {
      const slot = slotOf[index.outEdgeIds[k] as number] as number;
      if (slot >= 0) slots.push(slot);
    }
    const sorted = slots.map((slot) => ({ edge: edges[slot] as Edge, rank: ranks[slot] as number }));
    sorted.sort((a, b) => a.rank - b.rank);
    slots.forEach((slot, i) => {
      const { edge, rank } = sorted[i] as { edge: Edge; rank: number };
      edges[slot] = edge;
      ranks[slot] = rank;
    });
  }
}

/**
 * Prepares a document one vertex and one edge at a time, every vertex before any edge, so that a reader that has an
 * entry in the cache (the parser, while it checks it) can hand it over instead of preparation walking the document
 * again. `prepareQuestionnaire` is the walk for a document already parsed.
 */
export interface QuestionnairePreparation {
  /** Prepares the vertex at a position of `nodes`. */
  addVertex(position: number, node: Vertex): void;
  /** Prepares the edge at a position of `edges`, whose ends are at `source` and `target` (-1 when missing). */
  addEdge(position: number, edge: Edge, source: number, target: number): void;
  /** The prepared document, once every vertex and edge was added; `index` is the document's own. */
  finish(questionnaire: Questionnaire, index: QuestionnaireIndex): Questionnaire;
}

/** Starts the preparation of a document of `vertexCount` vertices and `edgeCount` edges. */
export function createQuestionnairePreparation(vertexCount: number, edgeCount: number): QuestionnairePreparation {
  const isPlaceholder = new Uint8Array(vertexCount);
  // The lists are made at their full length and cut to what they hold, rather than grown entry by entry.
  const nodes = new Array<Vertex>(vertexCount);
  let nodeCount = 0;
  const asks: BranchAsk[] = [];
  // The intent rule of each vertex's edges, taken while the vertex is read: an edge's intents depend on the ask's
  // type, tags and branches as written, which preparing the ask does not change, and the edge pass then need not
  // read its source vertex again. A vertex keeps its rule as an integer: 0 for none, 1 + its index in `rules` (the
  // few shared rules), or for a multi_branch ask -1 - its index in `asks`.
  const rules: EdgeIntentRule[] = [];
  const ruleOf = new Int32Array(vertexCount);
  const edges = new Array<Edge>(edgeCount);
  const slotOf = new Int32Array(edgeCount).fill(-1);
  let slotCount = 0;
  // The branch rank of each prepared edge that leaves a multi_branch ask, taken while the edge is prepared: ordering
  // then reads these instead of the edges.
  const ranks = new Int32Array(edgeCount);
  return {
    addVertex(position, node) {
      if (isPlaceholderValue(node.value)) {
        isPlaceholder[position] = 1;
        return;
      }
      if ('ask' in node.value && node.value.ask.type === 'multi_branch')
        ruleOf[position] = -asks.push({ position, answers: listBranchAnswers(node.value) });
      else {
        const rule = getEdgeIntentRule(node.value);
        if (rule !== undefined) {
          const known = rules.indexOf(rule);
          ruleOf[position] = known < 0 ? rules.push(rule) : known + 1;
        }
      }
      const value = withUnknownIntent(node.value);
      nodes[nodeCount++] = value === node.value ? node : { ...node, value };
    },
    addEdge(position, edge, source, target) {
      if ((source >= 0 && isPlaceholder[source] === 1) || (target >= 0 && isPlaceholder[target] === 1)) return;
      const code = source < 0 ? 0 : (ruleOf[source] as number);
      const prepared = withIntents(edge, code > 0 ? rules[code - 1] : code < 0 ? BRANCH_RULE : undefined);
      if (code < 0) ranks[slotCount] = rankIntents(prepared.intents, (asks[-1 - code] as BranchAsk).answers);
      slotOf[position] = slotCount;
      edges[slotCount++] = prepared;
    },
    finish(questionnaire, index) {
      nodes.length = nodeCount;
      edges.length = slotCount;
      orderBranchEdges(edges, asks, slotOf, ranks, index);
      const complete = new Set<string>();
      for (const name of questionnaire.complete_node) {
        const position = getVertexPosition(index, name);
        if (name.trim() === '' || (position >= 0 && isPlaceholder[position] === 1)) continue;
        complete.add(name);
      }
      return { ...questionnaire, complete_node: [...complete], nodes, edges };
    },
  };
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
  const { nodes, edges } = questionnaire;
  const preparation = createQuestionnairePreparation(nodes.length, edges.length);
  for (let position = 0; position < nodes.length; position++)
    preparation.addVertex(position, nodes[position] as Vertex);
  for (let position = 0; position < edges.length; position++)
    preparation.addEdge(
      position,
      edges[position] as Edge,
      resolved.edgeSources[position] as number,
      resolved.edgeTargets[position] as number,
    );
  return preparation.finish(questionnaire, resolved);
}
