import { findUnknownParameters } from '../parameters.ts';
import type { VertexValue } from '../vertexValue.ts';
import type { SpokenText } from '../vertices/vertexKindDefinition.ts';
import { type AnyVertexKindDefinition, getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import { formatUnknownParametersMessage } from './verifyParameters.ts';
import type { ValidateVertexOptions, VertexIssue } from './vertexIssue.ts';

export type { ValidateVertexOptions, VertexDialogMode, VertexIssue, VertexIssueCode } from './vertexIssue.ts';

/** One `unknown-parameter` issue for a field, listing its unknown keys. */
function unknownParameterIssue(field: string, unknown: string[]): VertexIssue {
  return { code: 'unknown-parameter', field, message: formatUnknownParametersMessage(unknown), parameters: unknown };
}

/**
 * Reports the unknown `{parameter}` references of each spoken field, then each unknown key entered without braces
 * (a hot transfer's parameter), as `verifyParameters` finds them; fields whose parameters are all known cost no
 * message.
 */
function validateParameters(
  definition: AnyVertexKindDefinition,
  value: VertexValue,
  options: ValidateVertexOptions,
  known: ReadonlySet<string>,
  issues: VertexIssue[],
): void {
  for (const [field, text] of definition.form.spokenTexts(value, options)) {
    const unknown = text === undefined ? [] : findUnknownParameters(text, known);
    if (unknown.length > 0) issues.push(unknownParameterIssue(field, unknown));
  }
  for (const [field, key] of definition.form.parameterKeys(value))
    if (key !== undefined && !known.has(key)) issues.push(unknownParameterIssue(field, [key]));
}

/**
 * Appends the problems of a vertex of a known kind to `issues`, as `validateVertex` reports them. Lint checks every
 * vertex of a document with it into one list, so that a vertex without problems costs no list of its own, and hands
 * over the definition it already looked up.
 */
export function collectVertexIssues(
  definition: AnyVertexKindDefinition,
  value: VertexValue,
  options: ValidateVertexOptions,
  issues: VertexIssue[],
): void {
  definition.form.collectIssues(value, options, issues);
  const known = options.knownParameters;
  if (known !== undefined)
    validateParameters(definition, value, options, known instanceof Set ? known : new Set(known), issues);
}

/**
 * Every problem the vertex dialog must show before Confirm is allowed, by the rules of the
 * vertex's kind. Lint calls it with no options, which checks only the vertex's own payload; the dialog passes its
 * mode, the hot transfer's extra texts and the known parameter keys. Placeholder and terminate_call vertices have
 * nothing to check.
 */
export function validateVertex(value: VertexValue, options: ValidateVertexOptions = {}): VertexIssue[] {
  const issues: VertexIssue[] = [];
  collectVertexIssues(getVertexKindDefinition(value), value, options, issues);
  return issues;
}

/**
 * The texts a vertex speaks, by payload field, whose `{parameter}` references must be known keys: say `message`,
 * ask `question` and `unknownText`, the validations' `requestMessage` and `waitMessage`, and, while a hot transfer is
 * being created (`mode` add or dirty), the `connectedText` and `notConnectedText` of its outcome says. A recording
 * is played as uploaded, so its transcription is not among them. Missing fields are left out.
 */
export function getSpokenTexts(
  value: VertexValue,
  options: ValidateVertexOptions = {},
): [field: string, text: string][] {
  const texts: [string, string][] = [];
  for (const [field, text] of getVertexKindDefinition(value).form.spokenTexts(value, options) as SpokenText[])
    if (text !== undefined) texts.push([field, text]);
  return texts;
}
