import type { TranscriptCategory, TranscriptMessage } from '@carecall/api-client';

/** One stretch of a text that belongs to a category. */
export interface PhraseMatch {
  start: number;
  end: number;
  category: string;
  color: string;
}

/**
 * Where the phrases of the given categories occur in a text, case-insensitively, as non-overlapping stretches in
 * order (at one place the longer phrase wins, then the earlier category).
 */
export function findPhrases(text: string, categories: readonly TranscriptCategory[]): PhraseMatch[] {
  const lower = text.toLocaleLowerCase();
  const found: PhraseMatch[] = [];
  for (const category of categories) {
    for (const phrase of category.phrases) {
      const needle = phrase.trim().toLocaleLowerCase();
      if (needle === '') continue;
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
        found.push({ start: at, end: at + needle.length, category: category.category, color: category.color });
      }
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: PhraseMatch[] = [];
  for (const match of found) {
    const last = kept.at(-1);
    if (!last || match.start >= last.end) kept.push(match);
  }
  return kept;
}

/** When a line begins in the recording, in seconds. */
export function getLineStart(line: TranscriptMessage): number {
  return line.start_ms / 1000;
}

/** Where the categories' phrases occur in the recording, one marker a match, from the server's matches. */
export function getCategoryMarkers(
  categories: readonly TranscriptCategory[],
): { category: string; color: string; time: number }[] {
  return categories.flatMap((category) =>
    category.matches.map((match) => ({
      category: category.category,
      color: category.color,
      time: match.start_ms / 1000,
    })),
  );
}
