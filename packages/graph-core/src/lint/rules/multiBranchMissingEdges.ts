import { checkMultiBranchEdges } from '../../prepare/validateForSave.ts';
import type { GraphLintRule } from '../lintRuleDefinition.ts';

/** The save check for multi_branch follow-ups, as a lint rule. */
export const multiBranchMissingEdgesRule: GraphLintRule = {
  id: 'multi-branch-missing-edges',
  severity: 'error',
  description: 'a multi_branch ask has fewer distinct outgoing answer values than branches',
  check: ({ index, getVertexGroups, getEdgeConditions }) =>
    checkMultiBranchEdges(index, { ...getVertexGroups(), answerBranches: getEdgeConditions().answerBranches }).map(
      (issue) =>
        issue.vertex === undefined ? { message: issue.detail } : { message: issue.detail, vertex: issue.vertex },
    ),
};
