import { parseQuestionnaire } from '../parseQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { findEdgePosition, getVertexPosition, type QuestionnaireIndex } from '../questionnaireIndex.ts';
import { withScratch } from '../scratch.ts';
import type { Diagnostic } from './diagnostic.ts';
import { createLintContext, type LintContext } from './lintContext.ts';
import type { LintOptions } from './lintOptions.ts';
import { GRAPH_LINT_RULES } from './lintRules.ts';
import { reportSchemaIssues } from './rules/schema.ts';

/**
 * Sorts diagnostics into document order: document-level ones first, then by vertex position in `nodes`, then by
 * edge position in `edges`; ties keep rule order, then the order a rule found them. Positions come from the index,
 * so a sort costs nothing per vertex or edge of the document, only per diagnostic.
 */
function sortByDocumentOrder(diagnostics: Diagnostic[], index: QuestionnaireIndex): Diagnostic[] {
  if (diagnostics.length < 2) return diagnostics;
  const edgeBase = index.nodes.length + 1;
  const position = (diagnostic: Diagnostic): number => {
    if (diagnostic.edge) return edgeBase + Math.max(0, findEdgePosition(index, diagnostic.edge));
    if (diagnostic.vertex !== undefined) return 1 + getVertexPosition(index, diagnostic.vertex);
    return 0;
  };
  return diagnostics
    .map((diagnostic, order) => ({ diagnostic, order, at: position(diagnostic) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ diagnostic }) => diagnostic);
}

/** Options of `lintParsedQuestionnaire`: the lint options, and the document's index when the caller has it. */
export interface LintParsedQuestionnaireOptions extends LintOptions {
  /**
   * The index `parseQuestionnaire` returned for this document, so that it is not built again; an index built from
   * other lists is ignored.
   */
  index?: QuestionnaireIndex;
}

/**
 * Lints an untrusted questionnaire document with every rule of conventions.md's table. A document that fails the
 * schema gets only `schema` diagnostics, since the other rules need a well-formed graph. Pure and linear: one
 * parse, one adjacency index, one pass per rule.
 */
export function lintQuestionnaire(input: unknown, options: LintOptions = {}): Diagnostic[] {
  const parsed = parseQuestionnaire(input);
  if (!parsed.ok) return reportSchemaIssues(parsed.issues);
  return lintParsedQuestionnaire(parsed.questionnaire, { ...options, index: parsed.index });
}

/**
 * Lints a document that already passed the schema (the editor's in-memory questionnaire, or one the caller parsed
 * for another purpose), skipping the parse; the same rules as `lintQuestionnaire` except `schema`.
 */
export function lintParsedQuestionnaire(
  questionnaire: Questionnaire,
  options: LintParsedQuestionnaireOptions = {},
): Diagnostic[] {
  return withScratch((scratch) =>
    runLintRules(createLintContext(questionnaire, options.knownParameters, options.index, undefined, scratch)),
  );
}

/** Runs every graph rule on a lint context and returns the diagnostics in document order. */
export function runLintRules(context: LintContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const rule of GRAPH_LINT_RULES) {
    for (const finding of rule.check(context)) {
      const diagnostic: Diagnostic = { rule: rule.id, severity: rule.severity, message: finding.message };
      if (finding.vertex !== undefined) diagnostic.vertex = finding.vertex;
      if (finding.edge !== undefined)
        diagnostic.edge = { v: finding.edge.v, w: finding.edge.w, name: finding.edge.name };
      diagnostics.push(diagnostic);
    }
  }
  return sortByDocumentOrder(diagnostics, context.index);
}
