/** The width, in characters, at which vertex text is wrapped. */
export const VERTEX_TEXT_WIDTH = 60;

/**
 * Wraps text into lines of at most `width` characters (code points), so vertices keep a readable shape: words are
 * kept whole where they fit, a word longer than a line is hard-broken, runs of whitespace collapse to one space and
 * explicit line breaks are kept. No word, and no character of a word, is ever dropped.
 */
export function wrapText(text: string, width: number = VERTEX_TEXT_WIDTH): string[] {
  const limit = Math.max(1, Math.floor(width));
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line: string[] = [];
    for (const word of paragraph.split(/\s+/)) {
      if (word === '') continue;
      const chars = Array.from(word);
      const needed = line.length === 0 ? chars.length : line.length + 1 + chars.length;
      if (needed <= limit) {
        if (line.length > 0) line.push(' ');
        line.push(...chars);
        continue;
      }
      if (line.length > 0) lines.push(line.join(''));
      line = [];
      let rest = chars;
      while (rest.length > limit) {
        lines.push(rest.slice(0, limit).join(''));
        rest = rest.slice(limit);
      }
      line = rest;
    }
    if (line.length > 0) lines.push(line.join(''));
  }
  return lines;
}
