/** `{parameter}` references in spoken text: a key of letters, digits, `_`, `-` or `.` inside braces. */
const PARAMETER_REFERENCE = /\{\s*([A-Za-z0-9_.-]+)\s*\}/g;

/** The distinct parameter keys a text refers to, in order of first appearance. */
export function extractParameters(text: string): string[] {
  // Most texts refer to no parameter; they are answered without running the pattern.
  if (!text.includes('{')) return [];
  const keys = new Set<string>();
  for (const match of text.matchAll(PARAMETER_REFERENCE)) keys.add(match[1] as string);
  return [...keys];
}

/** The keys a text refers to that are not among the known parameter keys. */
export function findUnknownParameters(text: string, knownParameters: Iterable<string>): string[] {
  const known = knownParameters instanceof Set ? (knownParameters as Set<string>) : new Set(knownParameters);
  return extractParameters(text).filter((key) => !known.has(key));
}

/** A hot transfer's parameter as entered: braces and surrounding space stripped (`{nurse_phone}` → `nurse_phone`). */
export function normalizeParameterKey(input: string): string {
  return input.replace(/[{}]/g, '').trim();
}
