import { type Condition, type ConditionAction, conditionActionSchema } from '../condition.ts';
import type { ConditionSpec } from '../conditionOptions.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { collectVertexIssues, type ValidateVertexOptions, type VertexIssue } from '../rules/validateVertex.ts';
import { FRESH_SCRATCH, type Scratch } from '../scratch.ts';
import { isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import { type AnyVertexKindDefinition, getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';

/**
 * What every rule reads: the parsed document, its adjacency index and, computed once on demand, the form issues and
 * the condition specs of the vertices.
 */
export interface LintContext {
  questionnaire: Questionnaire;
  index: QuestionnaireIndex;
  /** The known parameter keys; undefined skips `unknown-parameter`. */
  knownParameters: readonly string[] | undefined;
  /** The complete vertex names. */
  complete: ReadonlySet<string>;
  /** The vertex form's issues of every saved (non-placeholder) vertex with any, by vertex position, in document order. */
  getVertexIssues: () => ReadonlyMap<number, readonly VertexIssue[]>;
  /** What the conditions of edges leaving each vertex may say, by vertex position (`getConditionSpec`). */
  getConditionSpecs: () => ConditionSpecs;
  /** The positions of the vertices a few rules look at, in document order. */
  getVertexGroups: () => VertexGroups;
  /** What the edges' conditions say, from one pass over the edges. */
  getEdgeConditions: () => EdgeConditions;
  /** Where a rule takes its working arrays from; the facts above come from it too, so none outlives the lint. */
  scratch: Scratch;
}

/**
 * The condition facts of every edge, gathered in one pass in document order, so that the condition rules read typed
 * arrays and the few edges they report instead of each walking the edges and their conditions again.
 */
export interface EdgeConditions {
  /** By edge position, a bit per action (`getConditionActionBit`) the edge has a condition on. */
  actions: Uint8Array;
  /** Positions of the edges, leaving an existing vertex, with a condition that is not an outcome of that vertex. */
  invalid: readonly number[];
  /**
   * By edge position, 1 + the index among its source's condition options of the value of the edge's first `answer`
   * condition; 0 when it has none, or its value is not an option. For a multi_branch ask, the options are its branches.
   */
  answerBranches: Int32Array;
}

/** The bit of a condition action in `EdgeConditions.actions`. */
export function getConditionActionBit(action: ConditionAction): number {
  return 1 << conditionActionSchema.options.indexOf(action);
}

/**
 * Whether a condition is an outcome of an edge's source vertex with this spec. `question` conditions are not derived
 * from the source vertex, so they always are.
 */
export function isConditionOutcome(condition: Condition, spec: ConditionSpec | undefined): boolean {
  if (condition.action === 'question') return true;
  return spec !== undefined && condition.action === spec.action && spec.options.includes(condition.value);
}

/**
 * Vertex positions collected in the same pass as the form issues, so that a rule about a few vertices reads those
 * and not every vertex value of the document again.
 */
export interface VertexGroups {
  placeholders: readonly number[];
  /** Vertices no edge may leave (terminate_call). */
  closed: readonly number[];
  /** Vertices each option of which needs its own follow-up (multi_branch asks, `edges.needsEdgePerOption`). */
  edgePerOption: readonly number[];
  /** 1 at the position of each placeholder. */
  isPlaceholder: Uint8Array;
  /**
   * 1 at the position of each vertex whose kind lets a path stop there (`ending.mayEndPath`): terminate_call,
   * placeholder, dynamic and embedded.
   */
  mayEnd: Uint8Array;
  /** The options of a vertex's condition spec (a multi_branch ask's branch answers), computed once. */
  getBranchAnswers: (position: number) => readonly string[];
  /** Vertices every edge leaving which must carry a condition (`ConditionSpec.required`), in document order. */
  conditionRequired: Int32Array;
}

/** What lint learns from one pass over the vertex values. */
export interface VertexFacts {
  /** The vertex form's issues of every saved vertex with any, by vertex position, in document order. */
  issues: ReadonlyMap<number, readonly VertexIssue[]>;
  /** What the conditions of edges leaving each vertex may say, by vertex position. */
  specs: ConditionSpecs;
  groups: VertexGroups;
}

/**
 * Gathers `VertexFacts` one vertex at a time, in document order, so that a reader that has a vertex value in the
 * cache (the parser, while it checks it) can hand it over instead of lint walking the document again.
 */
export interface VertexFactsCollector {
  add(position: number, value: VertexValue): void;
  /** The condition specs of the vertices added so far, by position. */
  readonly specs: ConditionSpecs;
  finish(): VertexFacts;
}

/**
 * Starts the vertex facts of a document of `count` vertices, checking parameters when known keys are given. The
 * facts' arrays come from `scratch`.
 */
export function createVertexFactsCollector(
  count: number,
  knownParameters: readonly string[] | undefined,
  scratch: Scratch = FRESH_SCRATCH,
): VertexFactsCollector {
  const issues = new Map<number, VertexIssue[]>();
  const specs = createConditionSpecs(count, scratch);
  const options: ValidateVertexOptions =
    knownParameters === undefined ? { mode: 'edit' } : { mode: 'edit', knownParameters: new Set(knownParameters) };
  // One list collects every vertex's issues; a vertex with any takes them out of it into a list of its own.
  const found: VertexIssue[] = [];
  const groups = {
    placeholders: [] as number[],
    closed: [] as number[],
    edgePerOption: [] as number[],
    // Filled up to `required`, and cut to that length by `finish`.
    conditionRequired: scratch.int32Unfilled(count),
    isPlaceholder: scratch.uint8(count),
    mayEnd: scratch.uint8(count),
    getBranchAnswers: (position: number) => specs.at(position)?.options ?? [],
  } satisfies VertexGroups;
  let required = 0;
  return {
    specs,
    add(position, value) {
      // The kind is looked up once, and its definition answers every question about the vertex.
      const definition = getVertexKindDefinition(value);
      const spec = specs.add(position, definition, value);
      if (spec?.required) groups.conditionRequired[required++] = position;
      if (definition.ending.mayEndPath) groups.mayEnd[position] = 1;
      if (!definition.edges.allowed) groups.closed.push(position);
      if (definition.edges.needsEdgePerOption(value)) groups.edgePerOption.push(position);
      if (isPlaceholderValue(value)) {
        groups.placeholders.push(position);
        groups.isPlaceholder[position] = 1;
        return;
      }
      collectVertexIssues(definition, value, options, found);
      if (found.length > 0) issues.set(position, found.splice(0));
    },
    finish: () => ({
      issues,
      specs,
      groups: { ...groups, conditionRequired: groups.conditionRequired.subarray(0, required) },
    }),
  };
}

/** Gathers `EdgeConditions` one edge at a time, in document order, once the vertices' condition specs are known. */
export interface EdgeConditionsCollector {
  /** Records the edge at a position, whose source vertex is at `source` (-1 when it has none). */
  add(position: number, edge: Edge, source: number): void;
  finish(): EdgeConditions;
}

/**
 * Starts the condition facts of `count` edges, judged against the specs of their source vertices; the facts' arrays
 * come from `scratch`.
 */
export function createEdgeConditionsCollector(
  count: number,
  specs: ConditionSpecs,
  scratch: Scratch = FRESH_SCRATCH,
): EdgeConditionsCollector {
  const actions = scratch.uint8(count);
  const invalid: number[] = [];
  const answerBranches = scratch.int32(count);
  return {
    add(position, edge, source) {
      const conditions = edge.value;
      const spec = source < 0 ? undefined : specs.at(source);
      let bits = 0;
      let isInvalid = false;
      let answered = false;
      for (let c = 0; c < conditions.length; c++) {
        const condition = conditions[c] as Condition;
        bits |= getConditionActionBit(condition.action);
        // What `isConditionOutcome` answers, with the option's index kept for the first answer condition.
        if (condition.action === 'question') continue;
        const option =
          spec !== undefined && condition.action === spec.action ? spec.options.indexOf(condition.value) : -1;
        if (source >= 0 && option < 0) isInvalid = true;
        if (condition.action === 'answer' && !answered) {
          answered = true;
          answerBranches[position] = option + 1;
        }
      }
      actions[position] = bits;
      if (isInvalid) invalid.push(position);
    },
    finish: () => ({ actions, invalid, answerBranches }),
  };
}

/** Everything lint gathers by walking the vertices and edges, when a caller gathered it during its own walk. */
export interface LintFacts {
  vertices: VertexFacts;
  edges: EdgeConditions;
}

/**
 * The condition specs of a document's vertices, by position. Each vertex holds an integer naming its spec in a short
 * list: the vertices whose spec follows from their kind and ask type alone (all but multi_branch asks) share one, so
 * that a large document holds neither a spec per vertex nor a list of pointers as long as the document.
 */
export interface ConditionSpecs {
  at(position: number): ConditionSpec | undefined;
}

/**
 * Records each vertex's condition spec (its kind's `edges.spec`) as it is added, for `ConditionSpecs`, and answers
 * it. Kinds hand out one shared spec where it follows from the kind (and an ask's type) alone, so those get one entry
 * whatever the number of vertices; a multi_branch ask's spec is its own.
 */
function createConditionSpecs(
  count: number,
  scratch: Scratch,
): ConditionSpecs & {
  add(position: number, definition: AnyVertexKindDefinition, value: VertexValue): ConditionSpec | undefined;
} {
  // 0 for no spec, otherwise 1 + the spec's index in `list`.
  const ids = scratch.int32(count);
  const list: ConditionSpec[] = [];
  const idOf = new Map<ConditionSpec, number>();
  return {
    at(position) {
      const id = ids[position] as number;
      return id === 0 ? undefined : list[id - 1];
    },
    add(position, definition, value) {
      const spec = definition.edges.spec(value);
      if (spec === undefined) return undefined;
      let id = idOf.get(spec);
      if (id === undefined) {
        id = list.push(spec);
        idOf.set(spec, id);
      }
      ids[position] = id;
      return spec;
    },
  };
}

/**
 * Builds the context the rules share, so the index and the per-vertex checks are computed once per lint. A
 * given index is used when it was built from this document (`parseQuestionnaire` returns one), and given facts only
 * with such an index: a caller that walked the document for its own purpose hands them over instead of lint walking
 * it again. The facts and the rules' working arrays come from `scratch`: use the context only inside the call that
 * took it.
 */
export function createLintContext(
  questionnaire: Questionnaire,
  knownParameters?: readonly string[],
  index?: QuestionnaireIndex,
  facts?: LintFacts,
  scratch: Scratch = FRESH_SCRATCH,
): LintContext {
  const resolved = resolveQuestionnaireIndex(questionnaire, index);
  // Facts gathered elsewhere are about the document the index was built from; with another index they are dropped.
  const given = resolved === index ? facts : undefined;
  let vertexFacts = given?.vertices;
  // One pass over the vertices computes the form issues, the condition specs and the vertex groups, so that each
  // vertex value is read once: on a large document, every further pass over the values misses the caches again.
  const checkVertices = (): VertexFacts => {
    if (vertexFacts) return vertexFacts;
    const collector = createVertexFactsCollector(questionnaire.nodes.length, knownParameters, scratch);
    for (let position = 0; position < questionnaire.nodes.length; position++)
      collector.add(position, (questionnaire.nodes[position] as Vertex).value);
    vertexFacts = collector.finish();
    return vertexFacts;
  };
  let edgeConditions = given?.edges;
  const checkEdges = (): EdgeConditions => {
    if (edgeConditions) return edgeConditions;
    const collector = createEdgeConditionsCollector(questionnaire.edges.length, checkVertices().specs, scratch);
    for (let position = 0; position < questionnaire.edges.length; position++)
      collector.add(position, questionnaire.edges[position] as Edge, resolved.edgeSources[position] as number);
    edgeConditions = collector.finish();
    return edgeConditions;
  };
  return {
    questionnaire,
    index: resolved,
    knownParameters,
    complete: new Set(questionnaire.complete_node),
    getVertexIssues: () => checkVertices().issues,
    getConditionSpecs: () => checkVertices().specs,
    getVertexGroups: () => checkVertices().groups,
    getEdgeConditions: checkEdges,
    scratch,
  };
}
