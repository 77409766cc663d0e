import type { Edge } from '../edge.ts';
import { type ParseQuestionnaireResult, parseVisitedQuestionnaire, type SchemaIssue } from '../parseQuestionnaire.ts';
import { createQuestionnairePreparation, prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import type { QuestionnaireIndex } from '../questionnaireIndex.ts';
import type { QuestionnaireVisitor } from '../readValidQuestionnaire.ts';
import { type Scratch, withScratch } from '../scratch.ts';
import type { Diagnostic } from './diagnostic.ts';
import {
  createEdgeConditionsCollector,
  createLintContext,
  createVertexFactsCollector,
  type EdgeConditionsCollector,
  type VertexFacts,
} from './lintContext.ts';
import type { LintOptions } from './lintOptions.ts';
import { lintParsedQuestionnaire, runLintRules } from './lintQuestionnaire.ts';
import { reportSchemaIssues } from './rules/schema.ts';

/**
 * The outcome of `lintAndPrepareQuestionnaire`: the parsed document with its index, its diagnostics and its prepared
 * form, or the schema issues with their diagnostics.
 */
export type LintAndPrepareResult =
  | {
      ok: true;
      questionnaire: Questionnaire;
      index: QuestionnaireIndex;
      diagnostics: Diagnostic[];
      prepared: Questionnaire;
    }
  | { ok: false; issues: SchemaIssue[]; diagnostics: Diagnostic[] };

/** The length of a list field of an untrusted document, 0 when it is not a list. */
function countEntries(input: unknown, field: 'nodes' | 'edges'): number {
  if (typeof input !== 'object' || input === null) return 0;
  const list = (input as Record<string, unknown>)[field];
  return Array.isArray(list) ? list.length : 0;
}

/** The separate steps, for a document the parser's walk did not see (one zod had to parse or describe). */
function lintAndPrepareParsed(result: ParseQuestionnaireResult, options: LintOptions): LintAndPrepareResult {
  if (!result.ok) return { ok: false, issues: result.issues, diagnostics: reportSchemaIssues(result.issues) };
  const { questionnaire, index } = result;
  const diagnostics = lintParsedQuestionnaire(questionnaire, { ...options, index });
  return { ok: true, questionnaire, index, diagnostics, prepared: prepareQuestionnaire(questionnaire, index) };
}

/**
 * Parses, lints and prepares an untrusted document in one walk over its vertices and edges: what `carecall lint`,
 * `carecall prepare` and a save do. It answers what `parseQuestionnaire`, then `lintParsedQuestionnaire` and
 * `prepareQuestionnaire` with the parser's index answer (property-tested), but lint and preparation take each vertex
 * and edge while the parser has it in the cache: on a large document, each separate walk waits on memory again.
 */
export function lintAndPrepareQuestionnaire(input: unknown, options: LintOptions = {}): LintAndPrepareResult {
  return withScratch((scratch) => lintAndPrepareInOneWalk(input, options, scratch));
}

function lintAndPrepareInOneWalk(input: unknown, options: LintOptions, scratch: Scratch): LintAndPrepareResult {
  const vertexCount = countEntries(input, 'nodes');
  const edgeCount = countEntries(input, 'edges');
  const vertexFacts = createVertexFactsCollector(vertexCount, options.knownParameters, scratch);
  const preparation = createQuestionnairePreparation(vertexCount, edgeCount, scratch);
  let vertices: VertexFacts | undefined;
  let edgeFacts: EdgeConditionsCollector | undefined;
  // Each run of entries the parser has just read goes through lint's loop, then preparation's, while in the cache.
  const visitor: QuestionnaireVisitor = {
    vertices(nodes, from, to) {
      for (let position = from; position < to; position++) vertexFacts.add(position, (nodes[position] as Vertex).value);
      // A multi_branch ask's condition options are its branch answers, which preparation then need not make again.
      for (let position = from; position < to; position++)
        preparation.addVertex(position, nodes[position] as Vertex, vertexFacts.specs.at(position)?.options);
    },
    edges(edges, from, to, sources, targets) {
      // Every vertex has been seen before the first edge, so the specs the conditions are judged by are complete.
      vertices ??= vertexFacts.finish();
      edgeFacts ??= createEdgeConditionsCollector(edgeCount, vertices.specs, scratch);
      for (let position = from; position < to; position++)
        edgeFacts.add(position, edges[position] as Edge, sources[position] as number);
      for (let position = from; position < to; position++)
        preparation.addEdge(edges[position] as Edge, sources[position] as number, targets[position] as number);
    },
  };
  const { result, visited } = parseVisitedQuestionnaire(input, visitor, scratch);
  if (!visited || !result.ok) return lintAndPrepareParsed(result, options);
  const { questionnaire, index } = result;
  vertices ??= vertexFacts.finish();
  edgeFacts ??= createEdgeConditionsCollector(edgeCount, vertices.specs, scratch);
  const facts = { vertices, edges: edgeFacts.finish() };
  const diagnostics = runLintRules(createLintContext(questionnaire, options.knownParameters, index, facts, scratch));
  return { ok: true, questionnaire, index, diagnostics, prepared: preparation.finish(questionnaire, index) };
}
