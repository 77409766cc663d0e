import { MAX_MULTI_BRANCHES } from '../askOptions.ts';
import { findUnknownParameters, normalizeParameterKey } from '../parameters.ts';
import type { VertexValue } from '../vertexValue.ts';
import type { AskPayload, MultiBranchAnswer } from '../vertices/ask.ts';
import type { RuleIssue } from './ruleIssue.ts';
import { formatUnknownParametersMessage } from './verifyParameters.ts';

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

/** The specification's English texts of the vertex form's errors (part 2 §5), keyed by issue code. */
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

type FixedMessageCode = keyof typeof VERTEX_ISSUE_MESSAGES;

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

function issue(code: FixedMessageCode, field: string, branch?: number): VertexIssue {
  const found: VertexIssue = { code, field, message: VERTEX_ISSUE_MESSAGES[code] };
  if (branch !== undefined) found.branch = branch;
  return found;
}

/** The spoken text fields of a vertex (and of the say vertices a new hot transfer creates), by form field. */
function getSpokenTexts(value: VertexValue, options: ValidateVertexOptions): [field: string, text?: string][] {
  if ('say' in value) return [['message', value.say.message]];
  if ('ask' in value) {
    return [
      ['question', value.ask.question],
      ['unknownText', value.ask.unknownText],
    ];
  }
  if ('date_of_birth_validation' in value || 'zip_code_validation' in value) {
    const payload = 'date_of_birth_validation' in value ? value.date_of_birth_validation : value.zip_code_validation;
    return [
      ['requestMessage', payload.requestMessage],
      ['waitMessage', payload.waitMessage],
    ];
  }
  if ('hot_transfer' in value && isAdding(options)) {
    return [
      ['connectedText', options.hotTransfer?.connectedText],
      ['notConnectedText', options.hotTransfer?.notConnectedText],
    ];
  }
  return [];
}

function isAdding(options: ValidateVertexOptions): boolean {
  return options.mode === 'add' || options.mode === 'dirty';
}

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

function validateMultiBranch(ask: AskPayload, issues: VertexIssue[]): void {
  if (isBlank(ask.hintGroup)) issues.push(issue('multi-branch-group', 'hintGroup'));
  // Index loops, without a closure or an iterator per ask: every multi_branch ask of a document comes here.
  const branches = ask.multiBranchAnswers ?? [];
  let hinted = 0;
  for (let index = 0; index < branches.length; index++) if (hasHint(branches[index] as MultiBranchAnswer)) hinted++;
  if (hinted === 0) issues.push(issue('multi-branch-hint', 'multiBranchAnswers'));
  else if (hinted < branches.length) {
    for (let index = 0; index < branches.length; index++)
      if (!hasHint(branches[index] as MultiBranchAnswer))
        issues.push(issue('multi-branch-hint', 'multiBranchAnswers', index));
  }
  if (branches.length > MAX_MULTI_BRANCHES) issues.push(issue('multi-branch-too-many', 'multiBranchAnswers'));
  reportDuplicateHints(branches, issues);
}

function validatePayload(value: VertexValue, options: ValidateVertexOptions, issues: VertexIssue[]): void {
  if ('say' in value) {
    if (isBlank(value.say.message)) issues.push(issue('require-text', 'message'));
  } else if ('ask' in value) {
    if (isBlank(value.ask.question)) issues.push(issue('require-text', 'question'));
    if (value.ask.type === 'multi_branch') validateMultiBranch(value.ask, issues);
  } else if ('recording' in value) {
    if (isBlank(value.recording.transcription)) issues.push(issue('require-text', 'transcription'));
    if (isBlank(value.recording.url)) issues.push(issue('require-file', 'url'));
  } else if ('dynamic' in value) {
    if (value.dynamic.type === undefined) issues.push(issue('require-dynamic-type', 'type'));
  } else if ('embedded' in value) {
    if (value.embedded.questionnaireId === undefined)
      issues.push(issue('require-sub-questionnaire', 'questionnaireId'));
  } else if ('hot_transfer' in value) {
    const parameter = normalizeParameterKey(value.hot_transfer.parameter ?? '');
    if (isBlank(value.hot_transfer.phone) && parameter === '') issues.push(issue('require-phone', 'phone'));
    if (isAdding(options)) {
      if (isBlank(options.hotTransfer?.connectedText)) issues.push(issue('require-connected-text', 'connectedText'));
      if (isBlank(options.hotTransfer?.notConnectedText)) {
        issues.push(issue('require-not-connected-text', 'notConnectedText'));
      }
    }
  } else if ('date_of_birth_validation' in value || 'zip_code_validation' in value) {
    const payload = 'date_of_birth_validation' in value ? value.date_of_birth_validation : value.zip_code_validation;
    if (isBlank(payload.requestMessage)) issues.push(issue('require-request-message', 'requestMessage'));
    if (isBlank(payload.waitMessage)) issues.push(issue('require-wait-message', 'waitMessage'));
  }
}

/** One `unknown-parameter` issue for a field, listing its unknown keys. */
function unknownParameterIssue(field: string, unknown: string[]): VertexIssue {
  return { code: 'unknown-parameter', field, message: formatUnknownParametersMessage(unknown), parameters: unknown };
}

/**
 * Reports the unknown `{parameter}` references of each spoken field and an unknown hot transfer parameter, as
 * `verifyParameters` finds them; fields whose parameters are all known cost no message.
 */
function validateParameters(
  value: VertexValue,
  options: ValidateVertexOptions,
  known: ReadonlySet<string>,
  issues: VertexIssue[],
): void {
  for (const [field, text] of getSpokenTexts(value, options)) {
    const unknown = text === undefined ? [] : findUnknownParameters(text, known);
    if (unknown.length > 0) issues.push(unknownParameterIssue(field, unknown));
  }
  if ('hot_transfer' in value) {
    const key = normalizeParameterKey(value.hot_transfer.parameter ?? '');
    if (key !== '' && !known.has(key)) issues.push(unknownParameterIssue('parameter', [key]));
  }
}

/**
 * Appends a vertex's problems to `issues`, as `validateVertex` reports them. Lint checks every vertex of a document
 * with it into one list, so that a vertex without problems costs no list of its own.
 */
export function collectVertexIssues(value: VertexValue, options: ValidateVertexOptions, issues: VertexIssue[]): void {
  validatePayload(value, options, issues);
  const known = options.knownParameters;
  if (known !== undefined) validateParameters(value, options, known instanceof Set ? known : new Set(known), issues);
}

/**
 * Every problem the vertex dialog must show before Confirm is allowed (part 2 §5, Vertex form). Lint calls it with
 * no options, which checks only the vertex's own payload; the dialog passes its mode, the hot transfer's extra
 * texts and the known parameter keys. Placeholder and terminate_call vertices have nothing to check.
 */
export function validateVertex(value: VertexValue, options: ValidateVertexOptions = {}): VertexIssue[] {
  const issues: VertexIssue[] = [];
  collectVertexIssues(value, options, issues);
  return issues;
}
