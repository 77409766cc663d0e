import { checkStartingVertex } from '../../prepare/validateForSave.ts';
import type { GraphLintRule } from '../lintRuleDefinition.ts';

/** The save check for the starting vertex, as a lint rule. */
export const missingStartRule: GraphLintRule = {
  id: 'missing-start',
  severity: 'error',
  description: 'no starting vertex, or it does not exist, or it is a placeholder',
  check: ({ questionnaire, index }) =>
    checkStartingVertex(questionnaire, index).map((issue) =>
      issue.vertex === undefined ? { message: issue.detail } : { message: issue.detail, vertex: issue.vertex },
    ),
};
