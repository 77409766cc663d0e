import { createVertexIssue, isBlank, type VertexIssue } from '../../rules/vertexIssue.ts';
import { MAX_MULTI_BRANCHES } from './options.ts';
import type { AskPayload, MultiBranchAnswer } from './schema.ts';

/** Whether a branch holds a hint that is not blank. */
function hasHint(branch: MultiBranchAnswer): boolean {
  const { hints } = branch;
  for (let at = 0; at < hints.length; at++) if (!isBlank(hints[at])) return true;
  return false;
}

/** Whether a hint is among the hints of the branches before `index`. */
function isInEarlierBranch(branches: readonly MultiBranchAnswer[], index: number, hint: string): boolean {
  for (let earlier = 0; earlier < index; earlier++)
    if ((branches[earlier] as MultiBranchAnswer).hints.includes(hint)) return true;
  return false;
}

/** Above this many hints in all, the branches a hint appears in are kept in a map instead of searched. */
const HINT_SEARCH_LIMIT = 32;

/** Reports each hint a branch shares with an earlier branch, once per branch, in the order the branch lists them. */
function reportDuplicateHints(branches: readonly MultiBranchAnswer[], issues: VertexIssue[]): void {
  let total = 0;
  for (let index = 0; index < branches.length; index++) total += (branches[index] as MultiBranchAnswer).hints.length;
  // An ask has a few short branches, which are cheaper to search than a map built for every ask of a document.
  const firstBranchOf = total > HINT_SEARCH_LIMIT ? new Map<string, number>() : undefined;
  for (let index = 0; index < branches.length; index++) {
    const { hints } = branches[index] as MultiBranchAnswer;
    for (let at = 0; at < hints.length; at++) {
      const hint = hints[at] as string;
      // A blank hint does not count, and a hint repeated within its own branch is harmless.
      if (isBlank(hint) || hints.indexOf(hint) !== at) continue;
      const repeated = firstBranchOf ? firstBranchOf.has(hint) : isInEarlierBranch(branches, index, hint);
      if (!repeated) {
        firstBranchOf?.set(hint, index);
        continue;
      }
      issues.push({
        code: 'duplicate-hint',
        field: 'multiBranchAnswers',
        message: `A hint can be used in only one branch: ${hint}`,
        branch: index,
      });
    }
  }
}

/**
 * Appends the multi_branch rules' issues: a hint group, a hint in every branch once any has one, at most
 * 10 branches, and no hint in two branches.
 */
export function validateMultiBranch(ask: AskPayload, issues: VertexIssue[]): void {
  if (isBlank(ask.hintGroup)) issues.push(createVertexIssue('multi-branch-group', 'hintGroup'));
  // Index loops, without a closure or an iterator per ask: every multi_branch ask of a document comes here.
  const branches = ask.multiBranchAnswers ?? [];
  let hinted = 0;
  for (let index = 0; index < branches.length; index++) if (hasHint(branches[index] as MultiBranchAnswer)) hinted++;
  if (hinted === 0) issues.push(createVertexIssue('multi-branch-hint', 'multiBranchAnswers'));
  else if (hinted < branches.length) {
    for (let index = 0; index < branches.length; index++)
      if (!hasHint(branches[index] as MultiBranchAnswer))
        issues.push(createVertexIssue('multi-branch-hint', 'multiBranchAnswers', index));
  }
  if (branches.length > MAX_MULTI_BRANCHES)
    issues.push(createVertexIssue('multi-branch-too-many', 'multiBranchAnswers'));
  reportDuplicateHints(branches, issues);
}
