import { formatEdgeKey } from './edge.ts';
import { type Questionnaire, questionnaireSchema } from './questionnaire.ts';
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

/** The outcome of parsing: the document, or every problem found. */
export type ParseQuestionnaireResult =
  | { ok: true; questionnaire: Questionnaire }
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

/** Graph-level rules a per-field schema cannot express: unique names, unique edge keys, edges between existing vertices. */
function checkStructure(input: Json): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const names = new Set<string>();
  const nodes = Array.isArray(input.nodes) ? input.nodes : [];
  nodes.forEach((node, i) => {
    if (!isRecord(node) || typeof node.v !== 'string') return;
    if (names.has(node.v))
      issues.push({ path: ['nodes', i, 'v'], message: `duplicate vertex name "${node.v}"`, vertex: node.v });
    names.add(node.v);
  });
  const keys = new Set<string>();
  const edges = Array.isArray(input.edges) ? input.edges : [];
  edges.forEach((edge, i) => {
    if (!isRecord(edge) || typeof edge.v !== 'string' || typeof edge.w !== 'string' || typeof edge.name !== 'string')
      return;
    const at = { v: edge.v, w: edge.w, name: edge.name };
    if (!names.has(edge.v))
      issues.push({ path: ['edges', i, 'v'], message: `edge leaves missing vertex "${edge.v}"`, edge: at });
    if (!names.has(edge.w))
      issues.push({ path: ['edges', i, 'w'], message: `edge points to missing vertex "${edge.w}"`, edge: at });
    const key = formatEdgeKey(at);
    if (keys.has(key))
      issues.push({
        path: ['edges', i, 'name'],
        message: `duplicate edge ${edge.v} -> ${edge.w} named "${edge.name}"`,
        edge: at,
      });
    keys.add(key);
  });
  return issues;
}

/**
 * Parses an untrusted questionnaire document. Every problem is reported with its path (not only the first), and
 * graph-level problems (duplicate names, edges to missing vertices) are reported beside per-field ones.
 */
export function parseQuestionnaire(input: unknown): ParseQuestionnaireResult {
  const result = questionnaireSchema.safeParse(input);
  const structural = isRecord(input) ? checkStructure(input) : [];
  if (result.success && structural.length === 0) return { ok: true, questionnaire: result.data };
  const issues: SchemaIssue[] = [];
  if (!result.success) {
    for (const issue of result.error.issues)
      issues.push({ path: issue.path.map(toPathPart), message: describeIssue(issue) });
  }
  issues.push(...structural);
  return { ok: false, issues: issues.map((issue) => locate(input, issue)) };
}

/** Parses a questionnaire document or throws an error listing every problem; for trusted fixtures and tests. */
export function assertQuestionnaire(input: unknown): Questionnaire {
  const result = parseQuestionnaire(input);
  if (result.ok) return result.questionnaire;
  throw new Error(
    `GRAPH_CORE_INVALID_DOCUMENT: ${result.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`).join('; ')}`,
  );
}
