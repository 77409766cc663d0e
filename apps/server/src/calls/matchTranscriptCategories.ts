import type { TranscriptCategory, TranscriptMatch } from '@carecall/api-client';

/** A keyword rule of an organization: the phrases that put a line of a transcript in a category. */
export interface TranscriptCategoryRule {
  category: string;
  color: string;
  phrases: readonly string[];
}

/** The part of a transcript line the matcher reads. */
export interface MatchableLine {
  id: string;
  message: string;
  start_ms: number;
  end_ms: number;
}

/** A rule with where its phrases occur, as the categories answer gives it. */
export type MatchedCategory = TranscriptCategory;

/** Letters, marks and digits: a phrase matches only where it is not part of a longer word. */
const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}]';

/** The characters with a meaning in a unicode-mode pattern outside a class; only these may be escaped there. */
function escapeForPattern(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * A phrase as a pattern: case-insensitive, whole words only, and any run of spaces in the phrase matching any run of
 * white space in the text (a line break inside an edited line still matches).
 */
function compilePhrase(phrase: string): RegExp | null {
  const words = phrase.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map(escapeForPattern).join('\\s+');
  return new RegExp(`(?<!${WORD_CHARACTER})${body}(?!${WORD_CHARACTER})`, 'giu');
}

/** The time of a character offset in a line, spread evenly over the line's time. */
function timeAt(line: MatchableLine, offset: number): number {
  const length = line.message.length;
  if (length === 0) return line.start_ms;
  return Math.round(line.start_ms + ((line.end_ms - line.start_ms) * offset) / length);
}

/**
 * Finds each category's phrases in a transcript: every occurrence of a phrase as whole words, ignoring case, with its
 * character offsets in the line's `message` (UTF-16 units, `end` exclusive, as `String.slice` takes them) and the
 * time it is said, interpolated over the line's `start_ms`–`end_ms`. Matches are in transcript order, then by
 * offset; overlapping phrases of one category are all reported, so each can be highlighted. Pure: no I/O.
 */
export function matchTranscriptCategories(
  lines: readonly MatchableLine[],
  rules: readonly TranscriptCategoryRule[],
): MatchedCategory[] {
  return rules.map((rule) => {
    const patterns = rule.phrases
      .map((phrase) => ({ phrase, pattern: compilePhrase(phrase) }))
      .filter((entry): entry is { phrase: string; pattern: RegExp } => entry.pattern !== null);
    const matches: TranscriptMatch[] = [];
    for (const line of lines) {
      const found: TranscriptMatch[] = [];
      for (const { phrase, pattern } of patterns) {
        pattern.lastIndex = 0;
        for (const match of line.message.matchAll(pattern)) {
          const start = match.index;
          const end = start + match[0].length;
          found.push({
            messageId: line.id,
            phrase,
            start,
            end,
            start_ms: timeAt(line, start),
            end_ms: timeAt(line, end),
          });
        }
      }
      found.sort((a, b) => a.start - b.start || a.end - b.end);
      matches.push(...found);
    }
    return { category: rule.category, color: rule.color, phrases: [...rule.phrases], matches };
  });
}
