import { MAX_MULTI_BRANCHES } from '../vertices/ask/options.ts';
import type { RuleIssue } from './ruleIssue.ts';

/** What can be wrong with a vertex as the vertex dialog (and lint) sees it. */
export type VertexIssueCode =
  | 'require-text'
  | 'require-file'
  | 'require-phone'
  | 'require-dynamic-type'
  | 'require-sub-questionnaire'
  | 'require-request-message'
  | 'require-wait-message'
  | 'require-connected-text'
  | 'require-not-connected-text'
  | 'multi-branch-group'
  | 'multi-branch-hint'
  | 'multi-branch-too-many'
  | 'duplicate-hint'
  | 'unknown-parameter';

/**
 * A problem of one vertex form field; `branch` points at a multi_branch branch (0-based) and `parameters` lists the
 * unknown keys of an `unknown-parameter` issue, so the dialog can mark the exact control.
 */
export interface VertexIssue extends RuleIssue<VertexIssueCode> {
  branch?: number;
  parameters?: string[];
}

/** How the vertex dialog was opened: adding, editing an existing vertex, or turning a placeholder into a vertex. */
export type VertexDialogMode = 'add' | 'edit' | 'dirty';

/** What `validateVertex` needs beyond the vertex value itself. */
export interface ValidateVertexOptions {
  /** Defaults to 'edit': only the vertex's own payload is checked. */
  mode?: VertexDialogMode;
  /** The texts of the two say vertices a new hot transfer creates (connected, not connected). */
  hotTransfer?: { connectedText?: string; notConnectedText?: string };
  /**
   * The known parameter keys; without them `{parameter}` references are not checked. A set is used as it is, which
   * saves building one per vertex when many are checked.
   */
  knownParameters?: readonly string[] | ReadonlySet<string>;
}

/** The specification's English texts of the vertex form's errors, keyed by issue code. */
export const VERTEX_ISSUE_MESSAGES = {
  'require-text': 'require text',
  'require-file': 'require file to be uploaded',
  'require-phone': 'require phone number',
  'require-dynamic-type': 'require to choose',
  'require-sub-questionnaire': 'require to choose',
  'require-request-message': 'require text',
  'require-wait-message': 'require text',
  'require-connected-text': 'require text',
  'require-not-connected-text': 'require text',
  'multi-branch-group': 'Multi branch node must have a group',
  'multi-branch-hint': 'Multi branch node must have at least one hint',
  'multi-branch-too-many': `Multi branch node can have at most ${MAX_MULTI_BRANCHES} branches`,
} as const satisfies Partial<Record<VertexIssueCode, string>>;

/** The issue codes whose message is always the same text. */
export type FixedMessageCode = keyof typeof VERTEX_ISSUE_MESSAGES;

/** Whether a form text counts as missing: absent, empty or only whitespace. */
export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** Whether the dialog is creating a vertex (adding one, or turning a placeholder into one). */
export function isAdding(options: ValidateVertexOptions): boolean {
  return options.mode === 'add' || options.mode === 'dirty';
}

/** An issue with its fixed message, on a form field and, for a multi_branch branch, its index. */
export function createVertexIssue(code: FixedMessageCode, field: string, branch?: number): VertexIssue {
  const found: VertexIssue = { code, field, message: VERTEX_ISSUE_MESSAGES[code] };
  if (branch !== undefined) found.branch = branch;
  return found;
}
