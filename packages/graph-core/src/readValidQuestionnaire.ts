import type { z } from 'zod';
import { createSchemaReader, READ_AS_IS, READ_UNDECIDED, type SchemaReader } from './createSchemaReader.ts';
import { type Edge, edgeSchema } from './edge.ts';
import { type Questionnaire, questionnaireSchema, type Vertex, vertexSchema } from './questionnaire.ts';
import { createGraphPositionsBuilder, type GraphPositions } from './questionnaireIndex.ts';
import { FRESH_SCRATCH, type Scratch } from './scratch.ts';
import { isValidVertexValue, vertexValueSchema } from './vertexValue.ts';

const readVertex = createSchemaReader(
  vertexSchema,
  new Map([[vertexValueSchema, (value: unknown) => (isValidVertexValue(value) ? READ_AS_IS : READ_UNDECIDED)]]),
);
const readEdge = createSchemaReader(edgeSchema);

/** A plain object: the metadata is read by spreading it, which sees exactly the keys zod sees on such an object. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * How many entries the parser reads before a visitor sees them: few enough that they are still in the processor's
 * cache, many enough that the reader's loop and the visitor's run uninterrupted.
 */
const VISIT_CHUNK = 1024;

/**
 * The parsed list, or undefined when the reader cannot vouch for an entry. An entry that already is what zod would
 * build stands for itself (the usual case), and so does the list when every entry does; zod builds the others, which
 * are valid but differ from their output, and then the list is a copy. `index` sees each entry as soon as it is read,
 * and `visit` each run of entries just read, while they are in the cache.
 */
function readList<T>(
  items: readonly T[],
  read: SchemaReader,
  schema: z.ZodType<T>,
  index: (item: T, position: number) => void,
  visit: ((parsed: readonly T[], from: number, to: number) => void) | undefined,
): readonly T[] | undefined {
  // No copy of a large list is made unless an entry changes: the list would be as large as the input's own.
  let copy: T[] | undefined;
  let visited = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const reading = read(item);
    if (reading === READ_UNDECIDED) return undefined;
    let output = item as T;
    if (reading !== READ_AS_IS) {
      output = schema.parse(item);
      copy ??= items.slice(0, i);
    }
    if (copy !== undefined) copy.push(output);
    index(output, i);
    if (visit !== undefined && i + 1 - visited === VISIT_CHUNK) {
      visit(copy ?? items, visited, i + 1);
      visited = i + 1;
    }
  }
  if (visit !== undefined && visited < items.length) visit(copy ?? items, visited, items.length);
  return copy ?? items;
}

/** A document read without zod's copy, with the positions of its vertices and edges. */
export interface ValidQuestionnaire {
  questionnaire: Questionnaire;
  positions: GraphPositions;
}

/**
 * Sees the vertices and edges of a valid document soon after they are read, while they are in the cache, a run of
 * entries at a time: every vertex before any edge, in document order. Edges come with the positions of their ends
 * (-1 when missing). A document the readers cannot vouch for stops the walk part way, so a visitor's work counts only
 * when the read succeeds.
 */
export interface QuestionnaireVisitor {
  /** The vertices at positions `from` up to, not including, `to`. */
  vertices(nodes: readonly Vertex[], from: number, to: number): void;
  /** The edges at positions `from` up to, not including, `to`, their ends at the same positions of the two arrays. */
  edges(edges: readonly Edge[], from: number, to: number, sources: Int32Array, targets: Int32Array): void;
}

/**
 * What `questionnaireSchema.safeParse(input)` returns on success, or undefined when zod has to decide (the document
 * is invalid, or uses something the readers do not model). zod builds a copy of every vertex, edge and condition,
 * which on a large document costs more than checking them: here the metadata goes through zod, and the vertices and
 * edges are read in place and kept. The result is deep-equal to zod's, keys in the same order, and shares its
 * vertices and edges with the input, and its vertex and edge lists too when no entry needed zod's copy; graph-core
 * modifies none of them. The positions (`indexGraphPositions` of the result)
 * are collected on the way, so that the document is walked once; a visitor sees each entry on the way too. The
 * walk's own working arrays come from `scratch`; the positions returned do not.
 */
export function readValidQuestionnaire(
  input: unknown,
  visitor?: QuestionnaireVisitor,
  scratch: Scratch = FRESH_SCRATCH,
): ValidQuestionnaire | undefined {
  if (!isPlainRecord(input) || !Array.isArray(input.nodes) || !Array.isArray(input.edges)) return undefined;
  const metadata = questionnaireSchema.safeParse({ ...input, nodes: [], edges: [] });
  if (!metadata.success) return undefined;
  const builder = createGraphPositionsBuilder(input.nodes, input.edges.length, scratch);
  const nodes = readList<Vertex>(
    input.nodes as readonly Vertex[],
    readVertex,
    vertexSchema,
    (vertex, position) => builder.addVertex(position, vertex.v),
    visitor && ((parsed, from, to) => visitor.vertices(parsed, from, to)),
  );
  if (nodes === undefined) return undefined;
  const edges = readList<Edge>(
    input.edges as readonly Edge[],
    readEdge,
    edgeSchema,
    (edge, position) => builder.addEdge(position, edge.v, edge.w, edge.name),
    visitor && ((parsed, from, to) => visitor.edges(parsed, from, to, builder.edgeSources, builder.edgeTargets)),
  );
  if (edges === undefined) return undefined;
  // The lists are the input's own unless an entry changed; graph-core treats them as read-only.
  return {
    questionnaire: { ...metadata.data, nodes: nodes as Vertex[], edges: edges as Edge[] },
    positions: builder.finish(),
  };
}
