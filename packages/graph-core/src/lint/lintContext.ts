import type { Questionnaire } from '../questionnaire.ts';
import { indexQuestionnaire, type QuestionnaireIndex } from '../questionnaireIndex.ts';
import { type VertexIssue, validateVertex } from '../rules/validateVertex.ts';
import { isPlaceholderValue } from '../vertexValue.ts';

/** What every rule reads: the parsed document, its adjacency index and, computed once on demand, the form issues. */
export interface LintContext {
  questionnaire: Questionnaire;
  index: QuestionnaireIndex;
  /** The known parameter keys; undefined skips `unknown-parameter`. */
  knownParameters: readonly string[] | undefined;
  /** The complete vertex names. */
  complete: ReadonlySet<string>;
  /** The vertex form's issues of every saved (non-placeholder) vertex with any, in document order. */
  getVertexIssues: () => ReadonlyMap<string, readonly VertexIssue[]>;
}

/** Builds the context the rules share, so the index and the per-vertex form checks are computed once per lint. */
export function createLintContext(questionnaire: Questionnaire, knownParameters?: readonly string[]): LintContext {
  let vertexIssues: Map<string, VertexIssue[]> | undefined;
  return {
    questionnaire,
    index: indexQuestionnaire(questionnaire),
    knownParameters,
    complete: new Set(questionnaire.complete_node),
    getVertexIssues: () => {
      if (vertexIssues) return vertexIssues;
      vertexIssues = new Map();
      const options =
        knownParameters === undefined ? { mode: 'edit' as const } : { mode: 'edit' as const, knownParameters };
      for (const node of questionnaire.nodes) {
        if (isPlaceholderValue(node.value)) continue;
        const issues = validateVertex(node.value, options);
        if (issues.length > 0) vertexIssues.set(node.v, issues);
      }
      return vertexIssues;
    },
  };
}
