import type { Edge } from './edge.ts';
import type { Questionnaire } from './questionnaire.ts';
import type { VertexValue } from './vertexValue.ts';

/**
 * Adjacency maps over a questionnaire's vertices and edges, built in one linear pass. Lint, preparation and save
 * validation use it instead of a graphlib graph because it is an order of magnitude cheaper to build.
 */
export interface QuestionnaireIndex {
  vertices: Map<string, VertexValue>;
  outEdges: Map<string, Edge[]>;
  inEdges: Map<string, Edge[]>;
}

const EMPTY: readonly Edge[] = Object.freeze([]);

/** Indexes a questionnaire's vertices and its edges by source and by target, keeping document order. */
export function indexQuestionnaire(questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>): QuestionnaireIndex {
  const vertices = new Map<string, VertexValue>();
  const outEdges = new Map<string, Edge[]>();
  const inEdges = new Map<string, Edge[]>();
  for (const node of questionnaire.nodes) vertices.set(node.v, node.value);
  for (const edge of questionnaire.edges) {
    const out = outEdges.get(edge.v);
    if (out) out.push(edge);
    else outEdges.set(edge.v, [edge]);
    const into = inEdges.get(edge.w);
    if (into) into.push(edge);
    else inEdges.set(edge.w, [edge]);
  }
  return { vertices, outEdges, inEdges };
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
  const seen = new Set<string>();
  if (!index.vertices.has(start)) return seen;
  const stack = [start];
  seen.add(start);
  while (stack.length > 0) {
    const v = stack.pop() as string;
    for (const edge of getOutEdges(index, v)) {
      if (!seen.has(edge.w) && index.vertices.has(edge.w)) {
        seen.add(edge.w);
        stack.push(edge.w);
      }
    }
  }
  return seen;
}
