/** Joins the non-empty parts of a vertex's text, one per line. */
export function joinTextLines(...parts: (string | undefined)[]): string {
  return parts.filter((part): part is string => part !== undefined && part.trim() !== '').join('\n');
}
