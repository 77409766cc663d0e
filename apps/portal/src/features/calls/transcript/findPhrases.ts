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

/**
 * When a line begins in the recording, in seconds: transcripts carry the time of each line as `start` (bot and
 * operator lines from the call's script, client lines from recognition); null when a line has none.
 */
export function getLineStart(line: TranscriptMessage): number | null {
  const start = (line as { start?: unknown }).start;
  return typeof start === 'number' && Number.isFinite(start) && start >= 0 ? start : null;
}

/** The categories that occur in a transcript, each at the start time of every line that mentions it. */
export function findCategoryTimes(
  lines: readonly TranscriptMessage[],
  categories: readonly TranscriptCategory[],
): { category: string; color: string; time: number }[] {
  const times: { category: string; color: string; time: number }[] = [];
  for (const line of lines) {
    const start = getLineStart(line);
    if (start === null) continue;
    const seen = new Set<string>();
    for (const match of findPhrases(line.message, categories)) {
      if (seen.has(match.category)) continue;
      seen.add(match.category);
      times.push({ category: match.category, color: match.color, time: start });
    }
  }
  return times;
}
