import { type ConditionSpec, getConditionSpec } from '../conditionOptions.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { type QuestionnaireIndex, resolveQuestionnaireIndex } from '../questionnaireIndex.ts';
import { collectVertexIssues, type ValidateVertexOptions, type VertexIssue } from '../rules/validateVertex.ts';
import { isPlaceholderValue } from '../vertexValue.ts';

/**
 * What every rule reads: the parsed document, its adjacency index and, computed once on demand, the form issues and
 * the condition specs of the vertices.
 */
export interface LintContext {
  questionnaire: Questionnaire;
  index: QuestionnaireIndex;
  /** The known parameter keys; undefined skips `unknown-parameter`. */
  knownParameters: readonly string[] | undefined;
  /** The complete vertex names. */
  complete: ReadonlySet<string>;
  /** The vertex form's issues of every saved (non-placeholder) vertex with any, by vertex position, in document order. */
  getVertexIssues: () => ReadonlyMap<number, readonly VertexIssue[]>;
  /** What the conditions of edges leaving each vertex may say, by vertex position (`getConditionSpec`). */
  getConditionSpecs: () => readonly (ConditionSpec | undefined)[];
}

/**
 * Builds the context the rules share, so the index and the per-vertex checks are computed once per lint. A
 * given index is used when it was built from this document (`parseQuestionnaire` returns one).
 */
export function createLintContext(
  questionnaire: Questionnaire,
  knownParameters?: readonly string[],
  index?: QuestionnaireIndex,
): LintContext {
  let vertexIssues: Map<number, VertexIssue[]> | undefined;
  let conditionSpecs: (ConditionSpec | undefined)[] | undefined;
  return {
    questionnaire,
    index: resolveQuestionnaireIndex(questionnaire, index),
    knownParameters,
    complete: new Set(questionnaire.complete_node),
    getVertexIssues: () => {
      if (vertexIssues) return vertexIssues;
      const found = new Map<number, VertexIssue[]>();
      const options: ValidateVertexOptions =
        knownParameters === undefined ? { mode: 'edit' } : { mode: 'edit', knownParameters: new Set(knownParameters) };
      // One list collects every vertex's issues; a vertex with any takes them out of it into a list of its own.
      const issues: VertexIssue[] = [];
      for (let position = 0; position < questionnaire.nodes.length; position++) {
        const { value } = questionnaire.nodes[position] as Vertex;
        if (isPlaceholderValue(value)) continue;
        collectVertexIssues(value, options, issues);
        if (issues.length > 0) found.set(position, issues.splice(0));
      }
      vertexIssues = found;
      return found;
    },
    getConditionSpecs: () => {
      conditionSpecs ??= questionnaire.nodes.map((node) => getConditionSpec(node.value));
      return conditionSpecs;
    },
  };
}
