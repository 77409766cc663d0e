import type { z } from 'zod';
import { createSchemaReader, READ_AS_IS, READ_UNDECIDED, type SchemaReader } from './createSchemaReader.ts';
import { type Edge, edgeSchema } from './edge.ts';
import { type Questionnaire, questionnaireSchema, type Vertex, vertexSchema } from './questionnaire.ts';
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
 */
function readList<T>(items: readonly unknown[], read: SchemaReader, schema: z.ZodType<T>): T[] | undefined {
  const parsed = new Array<T>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const reading = read(item);
    if (reading === READ_UNDECIDED) return undefined;
    parsed[i] = reading === READ_AS_IS ? (item as T) : schema.parse(item);
  }
  return parsed;
}

/**
 * What `questionnaireSchema.safeParse(input)` returns on success, or undefined when zod has to decide (the document
 * is invalid, or uses something the readers do not model). zod builds a copy of every vertex, edge and condition,
 * which on a large document costs more than checking them: here the metadata goes through zod, and the vertices and
 * edges are read in place and kept. The result is deep-equal to zod's, keys in the same order, and shares its
 * vertices and edges with the input; graph-core modifies neither.
 */
export function readValidQuestionnaire(input: unknown): Questionnaire | undefined {
  if (!isPlainRecord(input) || !Array.isArray(input.nodes) || !Array.isArray(input.edges)) return undefined;
  const metadata = questionnaireSchema.safeParse({ ...input, nodes: [], edges: [] });
  if (!metadata.success) return undefined;
  const nodes = readList<Vertex>(input.nodes, readVertex, vertexSchema);
  if (nodes === undefined) return undefined;
  const edges = readList<Edge>(input.edges, readEdge, edgeSchema);
  if (edges === undefined) return undefined;
  return { ...metadata.data, nodes, edges };
}
