/** Characters XML 1.0 does not allow at all, even escaped: most control characters and lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Makes any text safe inside SVG text and attribute values: markup characters become entities and characters XML
 * cannot carry become U+FFFD, so a questionnaire's words can never break, or inject into, the drawing.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}
