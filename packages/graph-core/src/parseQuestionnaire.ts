import { type Questionnaire, questionnaireSchema } from './questionnaire.ts';
import {
  createQuestionnaireIndex,
  findRepeatedEdges,
  type GraphPositions,
  indexGraphPositions,
  indexQuestionnaire,
  type QuestionnaireIndex,
} from './questionnaireIndex.ts';
import { type QuestionnaireVisitor, readValidQuestionnaire } from './readValidQuestionnaire.ts';
import { FRESH_SCRATCH, type Scratch, withScratch } from './scratch.ts';
import { describeIssue, toPathPart } from './vertexValue.ts';

/** One problem found while parsing a questionnaire document, located by its JSON path. */
export interface SchemaIssue {
  /** Path from the document root, e.g. `["nodes", 3, "value", "ask", "type"]`. */
  path: (string | number)[];
  message: string;
  /** The vertex the problem is in, when it is in one. */
  vertex?: string;
  /** The edge the problem is in, when it is in one. */
  edge?: { v: string; w: string; name: string };
}

/** The outcome of parsing: the document with its index, or every problem found. */
export type ParseQuestionnaireResult =
  | { ok: true; questionnaire: Questionnaire; index: QuestionnaireIndex }
  | { ok: false; issues: SchemaIssue[] };

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Formats a JSON path as `nodes[3].value.ask.type`. */
export function formatIssuePath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  return out === '' ? '(document)' : out;
}

/** Names the vertex or edge a path points into, for diagnostics that editors and the CLI can jump to. */
function locate(input: unknown, issue: SchemaIssue): SchemaIssue {
  if (!isRecord(input)) return issue;
  const [collection, index] = issue.path;
  if (typeof index !== 'number') return issue;
  const item = Array.isArray(input[collection as string])
    ? (input[collection as string] as unknown[])[index]
    : undefined;
  if (!isRecord(item)) return issue;
  if (collection === 'nodes' && typeof item.v === 'string') return { ...issue, vertex: item.v };
  if (collection === 'edges' && typeof item.v === 'string' && typeof item.w === 'string') {
    return { ...issue, edge: { v: item.v, w: item.w, name: typeof item.name === 'string' ? item.name : '' } };
  }
  return issue;
}

/**
 * Graph-level rules a per-field schema cannot express: unique names, unique edge keys, edges between existing
 * vertices. It works on positions (see `GraphPositions`), so a valid document costs two name lookups per edge.
 */
function checkStructure(
  positions: GraphPositions,
  nodes: readonly unknown[],
  edges: readonly unknown[],
  scratch: Scratch,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const p of positions.repeatedVertices) {
    const v = (nodes[p] as { v: string }).v;
    issues.push({ path: ['nodes', p, 'v'], message: `duplicate vertex name "${v}"`, vertex: v });
  }
  const repeated = findRepeatedEdges(positions, edges, scratch);
  for (let i = 0; i < edges.length; i++) {
    const missingSource = positions.edgeSources[i] === -1;
    const missingTarget = positions.edgeTargets[i] === -1;
    if (!missingSource && !missingTarget && repeated[i] === 0) continue;
    const edge = edges[i];
    if (!isRecord(edge) || typeof edge.v !== 'string' || typeof edge.w !== 'string' || typeof edge.name !== 'string')
      continue;
    const at = { v: edge.v, w: edge.w, name: edge.name };
    if (missingSource)
      issues.push({ path: ['edges', i, 'v'], message: `edge leaves missing vertex "${edge.v}"`, edge: at });
    if (missingTarget)
      issues.push({ path: ['edges', i, 'w'], message: `edge points to missing vertex "${edge.w}"`, edge: at });
    if (repeated[i] === 1)
      issues.push({
        path: ['edges', i, 'name'],
        message: `duplicate edge ${edge.v} -> ${edge.w} named "${edge.name}"`,
        edge: at,
      });
  }
  return issues;
}

/** The input's own vertex and edge lists, whatever they hold; empty when they are not lists. */
function readLists(input: unknown): { nodes: readonly unknown[]; edges: readonly unknown[] } {
  if (!isRecord(input)) return { nodes: [], edges: [] };
  return {
    nodes: Array.isArray(input.nodes) ? input.nodes : [],
    edges: Array.isArray(input.edges) ? input.edges : [],
  };
}

/** The parse result of a document that passed the schema: the document with its index, or its structural issues. */
function checkParsed(
  input: unknown,
  questionnaire: Questionnaire,
  index: QuestionnaireIndex,
  scratch: Scratch,
): ParseQuestionnaireResult {
  // The schema keeps the lists' order and their names as written, so the parsed lists have the input's structure.
  const structural = checkStructure(index, questionnaire.nodes, questionnaire.edges, scratch);
  if (structural.length === 0) return { ok: true, questionnaire, index };
  return { ok: false, issues: structural.map((issue) => locate(input, issue)) };
}

/**
 * Parses an untrusted questionnaire document. Every problem is reported with its path (not only the first), and
 * graph-level problems (duplicate names, edges to missing vertices) are reported beside per-field ones. A valid
 * document comes with its index, for `lintParsedQuestionnaire` and `prepareQuestionnaire` to share. The parsed
 * document equals what `questionnaireSchema` gives, but keeps the input's vertices and edges where they already have
 * that form rather than copying them, and the input's vertex and edge lists when every entry has: treat them as
 * read-only, as graph-core does.
 */
export function parseQuestionnaire(input: unknown): ParseQuestionnaireResult {
  return withScratch((scratch) => parseVisitedQuestionnaire(input, undefined, scratch).result);
}

/**
 * `parseQuestionnaire`, showing a visitor each vertex and edge while it is read, so that work on every entry is done
 * in the parser's walk. `visited` says whether the visitor saw the whole parsed document (true) or the document went
 * to zod, which the visitor does not see (false). Working arrays come from `scratch`, none of them in the result.
 */
export function parseVisitedQuestionnaire(
  input: unknown,
  visitor: QuestionnaireVisitor | undefined,
  scratch: Scratch = FRESH_SCRATCH,
): { result: ParseQuestionnaireResult; visited: boolean } {
  // Valid documents are read in place; zod itself describes what is wrong with the others.
  const read = readValidQuestionnaire(input, visitor, scratch);
  if (read !== undefined) {
    const index = createQuestionnaireIndex(read.questionnaire, read.positions);
    return { result: checkParsed(input, read.questionnaire, index, scratch), visited: true };
  }
  const result = questionnaireSchema.safeParse(input);
  if (result.success)
    return { result: checkParsed(input, result.data, indexQuestionnaire(result.data), scratch), visited: false };
  const issues: SchemaIssue[] = [];
  for (const issue of result.error.issues)
    issues.push({ path: issue.path.map(toPathPart), message: describeIssue(issue) });
  const { nodes, edges } = readLists(input);
  issues.push(...checkStructure(indexGraphPositions(nodes, edges, scratch), nodes, edges, scratch));
  return { result: { ok: false, issues: issues.map((issue) => locate(input, issue)) }, visited: false };
}

/** Parses a questionnaire document or throws an error listing every problem; for trusted fixtures and tests. */
export function assertQuestionnaire(input: unknown): Questionnaire {
  const result = parseQuestionnaire(input);
  if (result.ok) return result.questionnaire;
  throw new Error(
    `GRAPH_CORE_INVALID_DOCUMENT: ${result.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`).join('; ')}`,
  );
}
