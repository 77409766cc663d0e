import type { z } from 'zod';
import { createSchemaReader, READ_AS_IS, READ_UNDECIDED, type SchemaReader } from './createSchemaReader.ts';
import { type Edge, edgeSchema } from './edge.ts';
import { type Questionnaire, questionnaireSchema, type Vertex, vertexSchema } from './questionnaire.ts';
import { createGraphPositionsBuilder, type GraphPositions } from './questionnaireIndex.ts';
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
 * The parsed list, or undefined when the reader cannot vouch for an entry. An entry that already is what zod would
 * build stands for itself (the usual case); zod builds the others, which are valid but differ from their output.
 * `index` sees each entry as soon as it is read, while it is in the cache.
 */
function readList<T>(
  items: readonly unknown[],
  read: SchemaReader,
  schema: z.ZodType<T>,
  index: (item: T, position: number) => void,
): T[] | undefined {
  const parsed = new Array<T>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const reading = read(item);
    if (reading === READ_UNDECIDED) return undefined;
    const output = reading === READ_AS_IS ? (item as T) : schema.parse(item);
    parsed[i] = output;
    index(output, i);
  }
  return parsed;
}

/** A document read without zod's copy, with the positions of its vertices and edges. */
export interface ValidQuestionnaire {
  questionnaire: Questionnaire;
  positions: GraphPositions;
}

/**
 * What `questionnaireSchema.safeParse(input)` returns on success, or undefined when zod has to decide (the document
 * is invalid, or uses something the readers do not model). zod builds a copy of every vertex, edge and condition,
 * which on a large document costs more than checking them: here the metadata goes through zod, and the vertices and
 * edges are read in place and kept. The result is deep-equal to zod's, keys in the same order, and shares its
 * vertices and edges with the input; graph-core modifies neither. The positions (`indexGraphPositions` of the result)
 * are collected on the way, so that the document is walked once.
 */
export function readValidQuestionnaire(input: unknown): ValidQuestionnaire | undefined {
  if (!isPlainRecord(input) || !Array.isArray(input.nodes) || !Array.isArray(input.edges)) return undefined;
  const metadata = questionnaireSchema.safeParse({ ...input, nodes: [], edges: [] });
  if (!metadata.success) return undefined;
  const builder = createGraphPositionsBuilder(input.nodes, input.edges.length);
  const nodes = readList<Vertex>(input.nodes, readVertex, vertexSchema, (vertex, position) =>
    builder.addVertex(position, vertex.v),
  );
  if (nodes === undefined) return undefined;
  const edges = readList<Edge>(input.edges, readEdge, edgeSchema, (edge, position) =>
    builder.addEdge(position, edge.v, edge.w, edge.name),
  );
  if (edges === undefined) return undefined;
  return { questionnaire: { ...metadata.data, nodes, edges }, positions: builder.finish() };
}
