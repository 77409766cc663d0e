import { checkCompleteVertex } from '../../prepare/validateForSave.ts';
import type { GraphLintRule } from '../lintRuleDefinition.ts';

/** The save check for a complete vertex, as a lint rule. */
export const missingCompleteRule: GraphLintRule = {
  id: 'missing-complete',
  severity: 'error',
  description:
    'no existing complete vertex, where one is required (a sub-questionnaire; a questionnaire that is not a frame)',
  check: ({ questionnaire, index }) =>
    checkCompleteVertex(questionnaire, index).map((issue) => ({ message: issue.detail })),
};
