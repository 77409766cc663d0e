import { extractParameters, normalizeParameterKey } from '../parameters.ts';

/** The outcome of checking `{parameter}` references against the known parameter keys. */
export interface ParameterVerification {
  /** False when any referenced key is unknown; the vertex dialog then disables Confirm. */
  ok: boolean;
  /** Referenced keys that are not known, in order of first appearance. */
  unknown: string[];
  /** Every referenced key, distinct, in order of first appearance. */
  found: string[];
  /** The message the dialog shows; empty when nothing was referenced. */
  message: string;
}

/** Options of `verifyParameters`. */
export interface VerifyParametersOptions {
  /** Keys entered without braces (a hot transfer's parameter); braces are stripped and each is checked as one key. */
  keys?: readonly (string | undefined)[];
}

/** The message shown when some referenced parameter keys are unknown. */
export function formatUnknownParametersMessage(keys: readonly string[]): string {
  return `A selected parameter does not exist: ${keys.join(', ')}`;
}

/** The message shown when every referenced parameter key is known. */
export function formatVerifiedParametersMessage(keys: readonly string[]): string {
  return `Parameters was successfully verified: ${keys.join(', ')}`;
}

/**
 * Checks the `{parameter}` references of a form's texts, and optionally keys entered without braces, against the
 * known parameter keys, so the vertex dialog can show either message and disable Confirm on an unknown key.
 */
export function verifyParameters(
  texts: readonly (string | undefined)[],
  knownParameters: Iterable<string>,
  options: VerifyParametersOptions = {},
): ParameterVerification {
  const known = new Set(knownParameters);
  const found = new Set<string>();
  for (const text of texts) {
    if (text !== undefined) for (const key of extractParameters(text)) found.add(key);
  }
  for (const entry of options.keys ?? []) {
    const key = entry === undefined ? '' : normalizeParameterKey(entry);
    if (key !== '') found.add(key);
  }
  const keys = [...found];
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length > 0) return { ok: false, unknown, found: keys, message: formatUnknownParametersMessage(unknown) };
  return { ok: true, unknown, found: keys, message: keys.length > 0 ? formatVerifiedParametersMessage(keys) : '' };
}
