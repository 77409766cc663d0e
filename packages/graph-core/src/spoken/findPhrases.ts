import { normalizeUtterance } from './normalizeUtterance.ts';

/** A phrase list compiled for matching: each phrase as its normalised words, with the label it stands for. */
export interface PhraseTable<L> {
  readonly phrases: readonly { readonly words: readonly string[]; readonly label: L }[];
  /** Every phrase once, as written ("of course", "sí", "doesn't matter"): what a recogniser may be told to expect. */
  readonly words: readonly string[];
}

/** Compiles labelled phrases (written as people say them) into a table, normalising them as utterances are. */
export function createPhraseTable<L>(entries: readonly (readonly [phrase: string, label: L])[]): PhraseTable<L> {
  const phrases: { words: string[]; label: L }[] = [];
  const words = new Set<string>();
  for (const [phrase, label] of entries) {
    const normalised = normalizeUtterance(phrase);
    if (normalised.length === 0) continue;
    phrases.push({ words: normalised, label });
    words.add(phrase.trim());
  }
  return { phrases, words: [...words] };
}

/** One occurrence of a phrase in an utterance: the words it covers (`start` up to, not including, `end`). */
interface Match<L> {
  start: number;
  end: number;
  label: L;
}

/**
 * The labels of the phrases found in an utterance's words, each once, in order of first appearance. An occurrence
 * inside a longer one is not counted ("claro que no" is a no, not also the yes of "claro"; "back pain" is not also
 * "pain"), so the longest phrase that was said decides.
 */
export function findPhraseLabels<L>(words: readonly string[], table: PhraseTable<L>): L[] {
  const matches: Match<L>[] = [];
  for (const { words: phrase, label } of table.phrases) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      let same = true;
      for (let k = 0; k < phrase.length && same; k++) same = words[start + k] === phrase[k];
      if (same) matches.push({ start, end: start + phrase.length, label });
    }
  }
  const labels: L[] = [];
  const kept = matches
    .filter(
      (match) =>
        !matches.some(
          (other) =>
            other !== match &&
            other.start <= match.start &&
            other.end >= match.end &&
            other.end - other.start > match.end - match.start,
        ),
    )
    .sort((a, b) => a.start - b.start);
  for (const match of kept) if (!labels.includes(match.label)) labels.push(match.label);
  return labels;
}
