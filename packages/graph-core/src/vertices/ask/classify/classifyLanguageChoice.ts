import { createPhraseTable, findPhraseLabels, type PhraseTable } from '../../../spoken/findPhrases.ts';

/** The answers of a `language_intent` ask. */
export type LanguageChoice = 'Spanish' | 'English';

/**
 * How people name the two languages. The question is which language the client prefers, so both languages' names
 * are understood whatever the questionnaire's language.
 */
export const LANGUAGE_CHOICE_PHRASES: PhraseTable<LanguageChoice> = createPhraseTable<LanguageChoice>([
  ['english', 'English'],
  ['inglés', 'English'],
  ['spanish', 'Spanish'],
  ['español', 'Spanish'],
  ['castellano', 'Spanish'],
]);

/** English or Spanish from an utterance ("in English please", "español"); undefined when it names neither, or both. */
export function classifyLanguageChoice(words: readonly string[]): LanguageChoice | undefined {
  const labels = findPhraseLabels(words, LANGUAGE_CHOICE_PHRASES);
  return labels.length === 1 ? labels[0] : undefined;
}
