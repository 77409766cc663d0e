import { createNameTable, hashName, type NameTable } from './createNameTable.ts';
import type { Edge, EdgeKey } from './edge.ts';
import type { Questionnaire, Vertex } from './questionnaire.ts';
import { FRESH_SCRATCH, type Scratch } from './scratch.ts';
import type { VertexValue } from './vertexValue.ts';

/**
 * A graph document's shape over list positions: which vertex a name is, which vertices each edge joins and which
 * edges leave each vertex, all as integers. Lint, preparation and the parser's structural check walk these instead of
 * looking names up, because on a large document every lookup by name is a cache miss and an array read is not.
 */
export interface GraphPositions {
  /** Each vertex name's position in `nodes`; a repeated name maps to its last position, as a `Map` keeps the last set. */
  readonly vertexAt: ReadonlyMap<string, number>;
  /** Positions of vertices whose name an earlier vertex already has (only in a document that fails the schema). */
  readonly repeatedVertices: readonly number[];
  /** Each edge's source position in `nodes`; -1 when no vertex has that name or the edge is malformed. */
  readonly edgeSources: Int32Array;
  /** Each edge's target position in `nodes`; -1 when no vertex has that name or the edge is malformed. */
  readonly edgeTargets: Int32Array;
  /**
   * Where each vertex's outgoing edges start in `outEdgeIds` (one entry per vertex, plus one past the last): the edges
   * leaving vertex `p` are `outEdgeIds[outStart[p]]` up to, not including, `outEdgeIds[outStart[p + 1]]`.
   */
  readonly outStart: Int32Array;
  /** Edge positions grouped by source vertex, in document order within each group. */
  readonly outEdgeIds: Int32Array;
}

/**
 * Adjacency over a questionnaire's vertices and edges, built in one linear pass. Lint, preparation and save
 * validation use it instead of a graphlib graph because it is an order of magnitude cheaper to build, and
 * `parseQuestionnaire` returns it so that they share one.
 */
export interface QuestionnaireIndex extends GraphPositions {
  /** The indexed document's vertices; the positions of the index are positions in this list. */
  readonly nodes: readonly Vertex[];
  /** The indexed document's edges; the positions of the index are positions in this list. */
  readonly edges: readonly Edge[];
  /** Vertex values by name. Built on first read, since graph-core's own checks use positions. */
  vertices: Map<string, VertexValue>;
  /** The edges leaving each vertex, by name, in document order. Built on first read. */
  outEdges: Map<string, Edge[]>;
  /** The edges entering each vertex, by name, in document order. Built on first read. */
  inEdges: Map<string, Edge[]>;
}

const EMPTY: readonly Edge[] = Object.freeze([]);

/** Where positions built here keep their name table, out of the public shape. */
const NAME_TABLE = Symbol('graph-core vertex name table');

/** Positions with the name table they were built with (positions made elsewhere have none). */
interface IndexedPositions extends GraphPositions {
  readonly [NAME_TABLE]?: NameTable;
}

/** Above this out-degree, repeated edge keys are found with a set instead of comparing every pair. */
const PAIRWISE_LIMIT = 16;

/** An untrusted list entry as a record of unknown fields, or undefined when it is not an object. */
function asRecord(item: unknown): Record<string, unknown> | undefined {
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined;
}

/** A field of an untrusted list entry when it is a string. */
function asName(field: unknown): string | undefined {
  return typeof field === 'string' ? field : undefined;
}

/** The first of three positions whose vertex has this name, or -1 when none has (or a position is out of range). */
function findNear(nodes: readonly unknown[], name: string, first: number, second: number, third: number): number {
  if (isNamedAt(nodes, first, name)) return first;
  if (isNamedAt(nodes, second, name)) return second;
  if (isNamedAt(nodes, third, name)) return third;
  return -1;
}

function isNamedAt(nodes: readonly unknown[], position: number, name: string): boolean {
  return position >= 0 && position < nodes.length && asRecord(nodes[position])?.v === name;
}

/**
 * Collects a document's positions one entry at a time, every vertex before any edge, so that a reader that validates
 * the entries can index each one while it is still in the cache instead of walking the document again.
 */
export interface GraphPositionsBuilder {
  /** Records the vertex at a position; a name that is not a string (a malformed entry) is left out. */
  addVertex(position: number, v: unknown): void;
  /** Records the edge at a position; an edge whose ends or name are not strings joins nothing. */
  addEdge(position: number, v: unknown, w: unknown, name: unknown): void;
  /** Each recorded edge's source position (-1 when missing), readable as soon as the edge is recorded. */
  readonly edgeSources: Int32Array;
  /** Each recorded edge's target position (-1 when missing), readable as soon as the edge is recorded. */
  readonly edgeTargets: Int32Array;
  /** The positions of everything recorded. */
  finish(): GraphPositions;
}

/** Starts the positions of a document's vertex list and of an edge list of `edgeCount` entries. */
export function createGraphPositionsBuilder(
  nodes: readonly unknown[],
  edgeCount: number,
  scratch: Scratch = FRESH_SCRATCH,
): GraphPositionsBuilder {
  const nameAt = (position: number) => asRecord(nodes[position])?.v;
  const names = createNameTable(nodes.length, nameAt);
  // The names' hashes are taken while each vertex is read, and the table is filled from them all at once before the
  // first edge (`addAll`), which on a large document probes it part by part instead of at random.
  // Read only where `named` is 1, and written there first.
  const hashes = scratch.int32Unfilled(nodes.length);
  const named = scratch.uint8(nodes.length);
  let repeatedVertices: number[] | undefined;
  const fillNames = (): number[] => {
    repeatedVertices ??= names.addAll(hashes, named, scratch);
    return repeatedVertices;
  };
  const edgeSources = new Int32Array(edgeCount);
  const edgeTargets = new Int32Array(edgeCount);
  // Counting sort of the edges by source: count each vertex's out-degree one slot ahead, then sum the counts up.
  const outStart = new Int32Array(nodes.length + 1);
  let lastSource = -1;
  let lastTarget = -1;
  return {
    edgeSources,
    edgeTargets,
    addVertex(position, v) {
      if (typeof v !== 'string') return;
      hashes[position] = hashName(v);
      named[position] = 1;
    },
    addEdge(position, v, w, name) {
      let source = -1;
      let target = -1;
      if (typeof v === 'string' && typeof w === 'string' && typeof name === 'string') {
        // With unique names, a vertex found by comparing one name is the one the table would answer. Edges are
        // mostly written in the order their vertices were added, so an edge usually leaves a vertex the previous edge
        // joined, or the one after, and enters one just after its source or the previous target. Those vertices are
        // near in memory; on a large document, the table and the names it compares are not.
        const unique = fillNames().length === 0;
        source = unique ? findNear(nodes, v, lastSource, lastTarget, lastSource + 1) : -1;
        if (source < 0) source = names.find(v);
        target = unique ? findNear(nodes, w, source + 1, lastTarget + 1, lastTarget) : -1;
        if (target < 0) target = names.find(w);
        lastSource = source;
        lastTarget = target;
      }
      edgeSources[position] = source;
      edgeTargets[position] = target;
      if (source >= 0) outStart[source + 1] = (outStart[source + 1] as number) + 1;
    },
    finish() {
      const repeated = fillNames();
      for (let p = 0; p < nodes.length; p++) outStart[p + 1] = (outStart[p + 1] as number) + (outStart[p] as number);
      const outEdgeIds = new Int32Array(outStart[nodes.length] as number);
      // Each edge goes to the next free place of its source's group, `outStart[source]` serving as that place; once
      // every edge is placed, each start has moved to the next group's start, so shifting them back restores them.
      for (let i = 0; i < edgeCount; i++) {
        const source = edgeSources[i] as number;
        if (source < 0) continue;
        outEdgeIds[outStart[source] as number] = i;
        outStart[source] = (outStart[source] as number) + 1;
      }
      for (let p = nodes.length; p > 0; p--) outStart[p] = outStart[p - 1] as number;
      outStart[0] = 0;
      let vertexAt: Map<string, number> | undefined;
      const positions: IndexedPositions = {
        // Graph-core looks names up in the table (`getVertexPosition`); the map is built for those who ask for it.
        get vertexAt() {
          vertexAt ??= mapVertexPositions(nodes);
          return vertexAt;
        },
        repeatedVertices: repeated,
        edgeSources,
        edgeTargets,
        outStart,
        outEdgeIds,
        [NAME_TABLE]: names,
      };
      return positions;
    },
  };
}

/**
 * Indexes the positions of a document's vertex and edge lists. It reads only `v`, `w` and `name`, and tolerates
 * malformed entries (they are left out), so the parser can check the structure of a document that failed the schema.
 */
export function indexGraphPositions(
  nodes: readonly unknown[],
  edges: readonly unknown[],
  scratch: Scratch = FRESH_SCRATCH,
): GraphPositions {
  const builder = createGraphPositionsBuilder(nodes, edges.length, scratch);
  // Fields are read by name (`.v`, not `[key]`) so that each read site stays fast on large documents.
  for (let p = 0; p < nodes.length; p++) builder.addVertex(p, asRecord(nodes[p])?.v);
  for (let i = 0; i < edges.length; i++) {
    const edge = asRecord(edges[i]);
    builder.addEdge(i, edge?.v, edge?.w, edge?.name);
  }
  return builder.finish();
}

/** Vertex positions by name, the last vertex of a repeated name winning; entries that are not named are left out. */
function mapVertexPositions(nodes: readonly unknown[]): Map<string, number> {
  const vertexAt = new Map<string, number>();
  for (let p = 0; p < nodes.length; p++) {
    const v = asRecord(nodes[p])?.v;
    if (typeof v === 'string') vertexAt.set(v, p);
  }
  return vertexAt;
}

/** Vertex values by name, the last vertex of a repeated name winning. */
function mapVertexValues(nodes: readonly Vertex[]): Map<string, VertexValue> {
  const vertices = new Map<string, VertexValue>();
  for (const node of nodes) vertices.set(node.v, node.value);
  return vertices;
}

/** Edge lists by source or target name, in document order. */
function mapEdgesBy(edges: readonly Edge[], end: 'v' | 'w'): Map<string, Edge[]> {
  const byName = new Map<string, Edge[]>();
  for (const edge of edges) {
    const list = byName.get(edge[end]);
    if (list) list.push(edge);
    else byName.set(edge[end], [edge]);
  }
  return byName;
}

/** Indexes a questionnaire's vertices and its edges by source and by target, keeping document order. */
export function indexQuestionnaire(questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>): QuestionnaireIndex {
  return createQuestionnaireIndex(questionnaire, indexGraphPositions(questionnaire.nodes, questionnaire.edges));
}

/** The index of a questionnaire whose positions are already known (the parser collects them while it reads). */
export function createQuestionnaireIndex(
  questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>,
  positions: GraphPositions,
): QuestionnaireIndex {
  const { nodes, edges } = questionnaire;
  let vertices: Map<string, VertexValue> | undefined;
  let outEdges: Map<string, Edge[]> | undefined;
  let inEdges: Map<string, Edge[]> | undefined;
  const index: QuestionnaireIndex & IndexedPositions = {
    // Named one by one rather than spread, which would build the name map the getter defers.
    get vertexAt() {
      return positions.vertexAt;
    },
    repeatedVertices: positions.repeatedVertices,
    edgeSources: positions.edgeSources,
    edgeTargets: positions.edgeTargets,
    outStart: positions.outStart,
    outEdgeIds: positions.outEdgeIds,
    [NAME_TABLE]: (positions as IndexedPositions)[NAME_TABLE],
    nodes,
    edges,
    get vertices() {
      vertices ??= mapVertexValues(nodes);
      return vertices;
    },
    get outEdges() {
      outEdges ??= mapEdgesBy(edges, 'v');
      return outEdges;
    },
    get inEdges() {
      inEdges ??= mapEdgesBy(edges, 'w');
      return inEdges;
    },
  };
  return index;
}

/**
 * The index to use for a questionnaire: the one given when it was built from this document's own lists, otherwise a
 * new one, so that an index of another document (or of an earlier version of this one) is never used by mistake.
 */
export function resolveQuestionnaireIndex(
  questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>,
  index: QuestionnaireIndex | undefined,
): QuestionnaireIndex {
  if (index !== undefined && index.nodes === questionnaire.nodes && index.edges === questionnaire.edges) return index;
  return indexQuestionnaire(questionnaire);
}

/** The position of a named vertex in `nodes`, or -1 when there is none. */
export function getVertexPosition(index: GraphPositions, v: string): number {
  const names = (index as IndexedPositions)[NAME_TABLE];
  return names === undefined ? (index.vertexAt.get(v) ?? -1) : names.find(v);
}

/** The value of the vertex at a position of `nodes`. */
export function getVertexValueAt(index: QuestionnaireIndex, position: number): VertexValue {
  return (index.nodes[position] as Vertex).value;
}

/** The value of a named vertex, or undefined when there is none. */
export function getVertexValue(index: QuestionnaireIndex, v: string): VertexValue | undefined {
  const position = getVertexPosition(index, v);
  return position < 0 ? undefined : getVertexValueAt(index, position);
}

/** The value of the vertex an edge leaves, by the edge's position; undefined when that vertex does not exist. */
export function getEdgeSourceValue(index: QuestionnaireIndex, edge: number): VertexValue | undefined {
  const source = index.edgeSources[edge] as number;
  return source < 0 ? undefined : getVertexValueAt(index, source);
}

/** How many edges leave the vertex at a position. */
export function getOutDegree(index: GraphPositions, position: number): number {
  return (index.outStart[position + 1] as number) - (index.outStart[position] as number);
}

/** The position of the edge with this key in `edges`, or -1 when there is none. */
export function findEdgePosition(index: QuestionnaireIndex, key: EdgeKey): number {
  const source = getVertexPosition(index, key.v);
  if (source < 0) return -1;
  for (let k = index.outStart[source] as number; k < (index.outStart[source + 1] as number); k++) {
    const at = index.outEdgeIds[k] as number;
    const edge = index.edges[at] as Edge;
    if (edge.w === key.w && edge.name === key.name) return at;
  }
  return -1;
}

/**
 * Flags, by position, the vertices reachable from the vertex at `start` (itself included), by an iterative walk that
 * is safe for deep graphs and reads only integer arrays. A negative `start` reaches nothing. The flags come from
 * `scratch` when given (see `withScratch`).
 */
export function getReachablePositions(
  index: GraphPositions,
  start: number,
  scratch: Scratch = FRESH_SCRATCH,
): Uint8Array {
  const reached = scratch.uint8(index.outStart.length - 1);
  if (start < 0) return reached;
  const stack = scratch.int32Unfilled(reached.length);
  let top = 0;
  stack[top++] = start;
  reached[start] = 1;
  while (top > 0) {
    const p = stack[--top] as number;
    for (let k = index.outStart[p] as number; k < (index.outStart[p + 1] as number); k++) {
      const w = index.edgeTargets[index.outEdgeIds[k] as number] as number;
      if (w >= 0 && reached[w] === 0) {
        reached[w] = 1;
        stack[top++] = w;
      }
    }
  }
  return reached;
}

/**
 * Finds, by position, the edges whose key (`v`, `w`, `name`) an earlier edge already has. Edges are compared only
 * with the other edges leaving the same vertex, which keeps the check linear for questionnaires (a vertex has a
 * handful of outgoing edges); edges that leave a missing vertex are compared by their joined key.
 */
export function findRepeatedEdges(
  positions: GraphPositions,
  edges: readonly unknown[],
  scratch: Scratch = FRESH_SCRATCH,
): Uint8Array {
  const repeated = scratch.uint8(edges.length);
  const { outStart, outEdgeIds } = positions;
  for (let p = 0; p + 1 < outStart.length; p++) {
    const from = outStart[p] as number;
    const to = outStart[p + 1] as number;
    if (to - from < 2) continue;
    if (to - from <= PAIRWISE_LIMIT) {
      for (let a = from + 1; a < to; a++) {
        const target = positions.edgeTargets[outEdgeIds[a] as number] as number;
        for (let b = from; b < a; b++) {
          // Two existing targets are the same vertex exactly when their names are equal, so the edges themselves
          // (which, on a large document, are far away in memory) are read only for edges into the same vertex.
          const earlierTarget = positions.edgeTargets[outEdgeIds[b] as number] as number;
          if (target >= 0 && earlierTarget >= 0 && target !== earlierTarget) continue;
          const later = edges[outEdgeIds[a] as number] as EdgeKey;
          const earlier = edges[outEdgeIds[b] as number] as EdgeKey;
          if (later.w === earlier.w && later.name === earlier.name) {
            repeated[outEdgeIds[a] as number] = 1;
            break;
          }
        }
      }
    } else {
      const seen = new Set<string>();
      for (let k = from; k < to; k++) {
        const edge = edges[outEdgeIds[k] as number] as EdgeKey;
        const key = `${edge.w}\u0000${edge.name}`;
        if (seen.has(key)) repeated[outEdgeIds[k] as number] = 1;
        seen.add(key);
      }
    }
  }
  const orphans = new Set<string>();
  for (let i = 0; i < edges.length; i++) {
    if (positions.edgeSources[i] !== -1) continue;
    const edge = asRecord(edges[i]);
    const v = asName(edge?.v);
    const w = asName(edge?.w);
    const name = asName(edge?.name);
    if (v === undefined || w === undefined || name === undefined) continue;
    const key = `${v}\u0000${w}\u0000${name}`;
    if (orphans.has(key)) repeated[i] = 1;
    orphans.add(key);
  }
  return repeated;
}

/** The edges leaving a vertex, in document order. */
export function getOutEdges(index: QuestionnaireIndex, v: string): readonly Edge[] {
  return index.outEdges.get(v) ?? EMPTY;
}

/** The edges entering a vertex, in document order. */
export function getInEdges(index: QuestionnaireIndex, w: string): readonly Edge[] {
  return index.inEdges.get(w) ?? EMPTY;
}

/** The vertices reachable from a start vertex (the start included), by an iterative walk safe for deep graphs. */
export function getReachableVertices(index: QuestionnaireIndex, start: string): Set<string> {
  const reached = getReachablePositions(index, getVertexPosition(index, start));
  const names = new Set<string>();
  for (let p = 0; p < reached.length; p++) if (reached[p] === 1) names.add((index.nodes[p] as Vertex).v);
  return names;
}
