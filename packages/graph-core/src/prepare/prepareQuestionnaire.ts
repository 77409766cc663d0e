import { formatBranchAnswer } from '../askOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { getVertexPosition, type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import {
  applyEdgeIntentRule,
  type EdgeIntentRule,
  getAnswerValue,
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

/** The edge with these intents written (or a stale list removed), the same object when nothing changes. */
function withIntents(edge: Edge, intents: string[] | undefined): Edge {
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
 * A multi_branch ask's branch answers, taken while prepare reads the vertex, with the intents list of each branch,
 * made when an edge first needs it and shared by the ask's edges of that branch, and the ask's prepared edges.
 */
interface BranchAsk {
  answers: readonly string[];
  lists: (string[] | undefined)[];
  /** The slots in the prepared edge list of the ask's edges, in document order, and each one's branch rank. */
  slots: number[];
  ranks: number[];
}

/**
 * The intents lists of one preparation, shared by the edges whose intents are equal: an edge's list is the same for
 * every edge of its rule (or of its rule and answer), and on a large document a list per edge is megabytes that the
 * collector copies while the prepared document is built. Lists are shared within one prepared document only.
 */
interface IntentLists {
  /** The intents of an edge under a shared rule (`intents` of `getEdgeIntents`). */
  ofRule(rule: EdgeIntentRule, edge: Edge): string[];
  /** The intents of an edge leaving a multi_branch ask, and its branch rank (`rank`, read right after). */
  ofBranch(ask: BranchAsk, edge: Edge): string[];
  /** The branch rank of the edge `ofBranch` was last asked about: its branch's index, past the last when none. */
  rank: number;
}

function createIntentLists(): IntentLists {
  const EMPTY: string[] = [];
  const fixed = new Map<EdgeIntentRule, string[]>();
  // The mapped rules' intents are the few constant strings of their tables, compared by identity.
  const mapped: string[][] = [];
  const lists: IntentLists = {
    rank: 0,
    ofRule(rule, edge) {
      if (rule.kind === 'fixed') {
        let list = fixed.get(rule);
        if (list === undefined) {
          list = applyEdgeIntentRule(rule, edge);
          fixed.set(rule, list);
        }
        return list;
      }
      const [intent] = applyEdgeIntentRule(rule, edge);
      if (intent === undefined) return EMPTY;
      for (let i = 0; i < mapped.length; i++) if ((mapped[i] as string[])[0] === intent) return mapped[i] as string[];
      const list = [intent];
      mapped.push(list);
      return list;
    },
    ofBranch(ask, edge) {
      const answer = getAnswerValue(edge);
      const branch = answer === undefined ? -1 : ask.answers.indexOf(answer);
      lists.rank = branch < 0 ? ask.answers.length + 1 : branch;
      if (answer === undefined) return EMPTY;
      if (branch < 0) return [answer];
      let list = ask.lists[branch];
      if (list === undefined) {
        list = [ask.answers[branch] as string];
        ask.lists[branch] = list;
      }
      return list;
    },
  };
  return lists;
}

/** Whether an ask's prepared edges already are in branch order, which is how a saved document holds them. */
function isInBranchOrder(ask: BranchAsk): boolean {
  for (let k = 1; k < ask.ranks.length; k++) if ((ask.ranks[k] as number) < (ask.ranks[k - 1] as number)) return false;
  return true;
}

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent.
 */
function orderBranchEdges(edges: Edge[], asks: readonly BranchAsk[]): void {
  for (let a = 0; a < asks.length; a++) {
    const ask = asks[a] as BranchAsk;
    if (isInBranchOrder(ask)) continue;
    const sorted = ask.slots.map((slot, k) => ({ edge: edges[slot] as Edge, rank: ask.ranks[k] as number }));
    sorted.sort((x, y) => x.rank - y.rank);
    ask.slots.forEach((slot, k) => {
      edges[slot] = (sorted[k] as { edge: Edge }).edge;
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
  /** Prepares the next edge of `edges`, whose ends are at `source` and `target` (-1 when missing). */
  addEdge(edge: Edge, source: number, target: number): void;
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
  let slotCount = 0;
  const intentLists = createIntentLists();
  return {
    addVertex(position, node) {
      if (isPlaceholderValue(node.value)) {
        isPlaceholder[position] = 1;
        return;
      }
      if ('ask' in node.value && node.value.ask.type === 'multi_branch')
        ruleOf[position] = -asks.push({ answers: listBranchAnswers(node.value), lists: [], slots: [], ranks: [] });
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
    addEdge(edge, source, target) {
      if ((source >= 0 && isPlaceholder[source] === 1) || (target >= 0 && isPlaceholder[target] === 1)) return;
      const code = source < 0 ? 0 : (ruleOf[source] as number);
      let prepared: Edge;
      if (code < 0) {
        // The ask's edges and their ranks are kept as they are prepared, so that ordering reads no edge again.
        const ask = asks[-1 - code] as BranchAsk;
        prepared = withIntents(edge, intentLists.ofBranch(ask, edge));
        ask.slots.push(slotCount);
        ask.ranks.push(intentLists.rank);
      } else
        prepared = withIntents(
          edge,
          code > 0 ? intentLists.ofRule(rules[code - 1] as EdgeIntentRule, edge) : undefined,
        );
      edges[slotCount++] = prepared;
    },
    finish(questionnaire, index) {
      nodes.length = nodeCount;
      edges.length = slotCount;
      orderBranchEdges(edges, asks);
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
      edges[position] as Edge,
      resolved.edgeSources[position] as number,
      resolved.edgeTargets[position] as number,
    );
  return preparation.finish(questionnaire, resolved);
}
