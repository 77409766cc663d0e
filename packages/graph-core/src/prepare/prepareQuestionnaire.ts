import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { getVertexPosition, type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { FRESH_SCRATCH, type Scratch, withScratch } from '../scratch.ts';
import { isPlaceholderValue } from '../vertexValue.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import { applyEdgeIntentRule, type EdgeIntentRule, getAnswerValue } from './edgeIntents.ts';

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

/**
 * The intents lists of one preparation, shared by the edges whose intents are equal: an edge's list is the same for
 * every edge of its rule (or of its rule and answer), and on a large document a list per edge is megabytes that the
 * collector copies while the prepared document is built. Lists are shared within one prepared document only.
 */
interface IntentLists {
  /** The intents of an edge under a shared rule (`intents` of `getEdgeIntents`). */
  ofRule(rule: EdgeIntentRule, edge: Edge): string[];
  /** The intents of an edge leaving a multi_branch ask with these branch answers, and its rank (`rank`, read after). */
  ofBranch(answers: readonly string[], edge: Edge): string[];
  /** The branch rank of the edge `ofBranch` was last asked about: its branch's index, past the last when none. */
  rank: number;
}

/** How many answer texts a preparation remembers the lists of; past it, lists are still shared by intent. */
const SEEN_ANSWERS_LIMIT = 16;
/** How many branch answers a preparation keeps the lists of; past it, each further answer's edges get lists of their own. */
const BRANCH_LISTS_LIMIT = 1_024;

function createIntentLists(): IntentLists {
  const EMPTY: string[] = [];
  const fixed = new Map<EdgeIntentRule, string[]>();
  // The list of each mapped intent: the few constant strings of the rules' tables.
  const mapped = new Map<string, string[]>();
  // The lists of the answers seen, by rule and answer text: a few answers ("Yes", "No") make nearly all edges.
  const seen: { rule: EdgeIntentRule; answer: string; list: string[] }[] = [];
  // The list of each branch answer seen, by its text.
  const branchLists = new Map<string, string[]>();
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
      const answer = getAnswerValue(edge);
      if (answer === undefined) return EMPTY;
      for (let i = 0; i < seen.length; i++) {
        const entry = seen[i] as { rule: EdgeIntentRule; answer: string; list: string[] };
        if (entry.rule === rule && entry.answer === answer) return entry.list;
      }
      const [intent] = applyEdgeIntentRule(rule, edge);
      let list = EMPTY;
      if (intent !== undefined) {
        list = mapped.get(intent) ?? [intent];
        mapped.set(intent, list);
      }
      if (seen.length < SEEN_ANSWERS_LIMIT) seen.push({ rule, answer, list });
      return list;
    },
    ofBranch(answers, edge) {
      const answer = getAnswerValue(edge);
      const branch = answer === undefined ? -1 : answers.indexOf(answer);
      lists.rank = branch < 0 ? answers.length + 1 : branch;
      if (answer === undefined) return EMPTY;
      // Asks copied from one another (a frame's questions, say) repeat their branches' answers.
      let list = branchLists.get(answer);
      if (list === undefined) {
        list = [answer];
        if (branchLists.size < BRANCH_LISTS_LIMIT) branchLists.set(answer, list);
      }
      return list;
    },
  };
  return lists;
}

/**
 * The prepared edges that leave multi_branch asks, in document order, each as its ask's index, its slot in the
 * prepared edge list and its branch rank: three integer arrays filled up to `count`, rather than lists per ask.
 */
interface BranchEdges {
  count: number;
  asks: Int32Array;
  slots: Int32Array;
  ranks: Int32Array;
}

/** The asks, by index, whose edges are not in branch order (saved documents have none), or undefined when none is. */
function findUnorderedAsks(branchEdges: BranchEdges, askCount: number, scratch: Scratch): Uint8Array | undefined {
  // Rank + 1 of each ask's last edge so far, 0 before its first.
  const lastRank = scratch.int32(askCount);
  let unordered: Uint8Array | undefined;
  for (let k = 0; k < branchEdges.count; k++) {
    const ask = branchEdges.asks[k] as number;
    const rank = (branchEdges.ranks[k] as number) + 1;
    if (rank < (lastRank[ask] as number)) {
      unordered ??= scratch.uint8(askCount);
      unordered[ask] = 1;
    }
    lastRank[ask] = rank;
  }
  return unordered;
}

/**
 * Sorts each multi_branch ask's edges into the order of its branches, in place. The ask's edges keep the slots they
 * occupy in the edge list, so edges of other vertices do not move; edges whose answer is not a branch go last, and
 * ties keep their order, which makes the sort idempotent.
 */
function orderBranchEdges(edges: Edge[], branchEdges: BranchEdges, askCount: number, scratch: Scratch): void {
  const unordered = findUnorderedAsks(branchEdges, askCount, scratch);
  if (unordered === undefined) return;
  const groups = new Map<number, number[]>();
  for (let k = 0; k < branchEdges.count; k++) {
    const ask = branchEdges.asks[k] as number;
    if (unordered[ask] !== 1) continue;
    const group = groups.get(ask);
    if (group) group.push(k);
    else groups.set(ask, [k]);
  }
  for (const group of groups.values()) {
    const sorted = group.map((k) => ({
      edge: edges[branchEdges.slots[k] as number] as Edge,
      rank: branchEdges.ranks[k] as number,
    }));
    sorted.sort((x, y) => x.rank - y.rank);
    group.forEach((k, i) => {
      edges[branchEdges.slots[k] as number] = (sorted[i] as { edge: Edge }).edge;
    });
  }
}

/**
 * Prepares a document one vertex and one edge at a time, every vertex before any edge, so that a reader that has an
 * entry in the cache (the parser, while it checks it) can hand it over instead of preparation walking the document
 * again. `prepareQuestionnaire` is the walk for a document already parsed.
 */
export interface QuestionnairePreparation {
  /**
   * Prepares the vertex at a position of `nodes`. `branchAnswers`, when the caller has them (lint's condition spec
   * options), are a multi_branch ask's branch answers (`getAskOptions`), so that they are not made again.
   */
  addVertex(position: number, node: Vertex, branchAnswers?: readonly string[]): void;
  /** Prepares the next edge of `edges`, whose ends are at `source` and `target` (-1 when missing). */
  addEdge(edge: Edge, source: number, target: number): void;
  /** The prepared document, once every vertex and edge was added; `index` is the document's own. */
  finish(questionnaire: Questionnaire, index: QuestionnaireIndex): Questionnaire;
}

/**
 * Starts the preparation of a document of `vertexCount` vertices and `edgeCount` edges. Its working arrays come from
 * `scratch`, so the preparation is finished inside the call that took it.
 */
export function createQuestionnairePreparation(
  vertexCount: number,
  edgeCount: number,
  scratch: Scratch = FRESH_SCRATCH,
): QuestionnairePreparation {
  const isPlaceholder = scratch.uint8(vertexCount);
  // The lists are made at their full length and cut to what they hold, rather than grown entry by entry.
  const nodes = new Array<Vertex>(vertexCount);
  let nodeCount = 0;
  // The branch answers of each multi_branch ask, by the ask's index, and its prepared edges.
  const askAnswers: (readonly string[])[] = [];
  const branchEdges: BranchEdges = {
    count: 0,
    asks: scratch.int32Unfilled(edgeCount),
    slots: scratch.int32Unfilled(edgeCount),
    ranks: scratch.int32Unfilled(edgeCount),
  };
  // The intent rule of each vertex's edges, taken while the vertex is read: an edge's intents depend on the ask's
  // type, tags and branches as written, which preparing the ask does not change, and the edge pass then need not
  // read its source vertex again. A vertex keeps its rule as an integer: 0 for none, 1 + its index in `rules` (the
  // few shared rules), or for a multi_branch ask -1 - its index in `askAnswers`.
  const rules: EdgeIntentRule[] = [];
  const ruleOf = scratch.int32(vertexCount);
  const edges = new Array<Edge>(edgeCount);
  let slotCount = 0;
  const intentLists = createIntentLists();
  return {
    addVertex(position, node, branchAnswers) {
      if (isPlaceholderValue(node.value)) {
        isPlaceholder[position] = 1;
        return;
      }
      const definition = getVertexKindDefinition(node.value);
      const rule = definition.prepare.edgeIntentRule(node.value);
      if (rule !== undefined) {
        // A branch rule's intents are the edge's branch answer, ranked by the branches: the spec's options.
        if (rule.kind === 'branch')
          ruleOf[position] = -askAnswers.push(branchAnswers ?? definition.edges.spec(node.value)?.options ?? []);
        else {
          const known = rules.indexOf(rule);
          ruleOf[position] = known < 0 ? rules.push(rule) : known + 1;
        }
      }
      const value = definition.prepare.prepareValue(node.value);
      nodes[nodeCount++] = value === node.value ? node : { ...node, value };
    },
    addEdge(edge, source, target) {
      if ((source >= 0 && isPlaceholder[source] === 1) || (target >= 0 && isPlaceholder[target] === 1)) return;
      const code = source < 0 ? 0 : (ruleOf[source] as number);
      let prepared: Edge;
      if (code < 0) {
        // The ask's edges and their ranks are kept as they are prepared, so that ordering reads no edge again.
        prepared = withIntents(edge, intentLists.ofBranch(askAnswers[-1 - code] as readonly string[], edge));
        const k = branchEdges.count++;
        branchEdges.asks[k] = -1 - code;
        branchEdges.slots[k] = slotCount;
        branchEdges.ranks[k] = intentLists.rank;
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
      orderBranchEdges(edges, branchEdges, askAnswers.length, scratch);
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
  return withScratch((scratch) => {
    const preparation = createQuestionnairePreparation(nodes.length, edges.length, scratch);
    for (let position = 0; position < nodes.length; position++)
      preparation.addVertex(position, nodes[position] as Vertex);
    for (let position = 0; position < edges.length; position++)
      preparation.addEdge(
        edges[position] as Edge,
        resolved.edgeSources[position] as number,
        resolved.edgeTargets[position] as number,
      );
    return preparation.finish(questionnaire, resolved);
  });
}
