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

/**
 * A text with each `{key}` reference replaced by its value, and the keys that have none (replaced by nothing), in
 * order of first appearance.
 */
export function fillParameters(
  text: string,
  values: Readonly<Record<string, string>> | undefined,
): { text: string; missing: string[] } {
  if (!text.includes('{')) return { text, missing: [] };
  const missing: string[] = [];
  const filled = text.replace(PARAMETER_REFERENCE, (_reference, key: string) => {
    if (values !== undefined && Object.hasOwn(values, key)) return values[key] as string;
    if (!missing.includes(key)) missing.push(key);
    return '';
  });
  return { text: filled, missing };
}
