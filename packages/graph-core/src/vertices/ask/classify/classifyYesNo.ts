import { createPhraseTable, findPhraseLabels, type PhraseTable } from '../../../spoken/findPhrases.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';

/** The answers of a `Twilio.YES_NO` ask. */
export type YesNo = 'Yes' | 'No';

/** How people say yes and no, in each language. */
export const YES_NO_PHRASES: Record<SpokenLanguage, PhraseTable<YesNo>> = {
  'en-US': createPhraseTable<YesNo>([
    ['yes', 'Yes'],
    ['yeah', 'Yes'],
    ['yea', 'Yes'],
    ['yep', 'Yes'],
    ['yup', 'Yes'],
    ['sure', 'Yes'],
    ['of course', 'Yes'],
    ['correct', 'Yes'],
    ['right', 'Yes'],
    ["that's right", 'Yes'],
    ['absolutely', 'Yes'],
    ['definitely', 'Yes'],
    ['certainly', 'Yes'],
    ['affirmative', 'Yes'],
    ['ok', 'Yes'],
    ['okay', 'Yes'],
    ['uh huh', 'Yes'],
    ['i am', 'Yes'],
    ['i do', 'Yes'],
    ['no', 'No'],
    ['nope', 'No'],
    ['nah', 'No'],
    ['negative', 'No'],
    ['never', 'No'],
    ['no way', 'No'],
    ['not really', 'No'],
    ['not at all', 'No'],
    ['not right', 'No'],
    ["i'm not", 'No'],
    ['i am not', 'No'],
    ["i don't", 'No'],
    ['i do not', 'No'],
    ['not today', 'No'],
  ]),
  'es-US': createPhraseTable<YesNo>([
    ['sí', 'Yes'],
    ['claro', 'Yes'],
    ['claro que sí', 'Yes'],
    ['correcto', 'Yes'],
    ['por supuesto', 'Yes'],
    ['así es', 'Yes'],
    ['afirmativo', 'Yes'],
    ['exacto', 'Yes'],
    ['cierto', 'Yes'],
    ['de acuerdo', 'Yes'],
    ['no', 'No'],
    ['nop', 'No'],
    ['para nada', 'No'],
    ['negativo', 'No'],
    ['nunca', 'No'],
    ['claro que no', 'No'],
    ['todavía no', 'No'],
  ]),
};

/**
 * Yes or No from an utterance in a language ("yeah", "nope", "sí", "claro que no"); undefined when it says neither,
 * or both.
 */
export function classifyYesNo(words: readonly string[], language: SpokenLanguage): YesNo | undefined {
  const labels = findPhraseLabels(words, YES_NO_PHRASES[language]);
  return labels.length === 1 ? labels[0] : undefined;
}
