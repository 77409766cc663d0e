import type { QuestionnaireLanguage } from '../questionnaire.ts';

/** The short language tag shown beside a questionnaire in menus and badges. */
export type LanguageTag = 'en' | 'es';

/** The short tag of a questionnaire language ('en-US' → 'en', 'es-US' → 'es'), as the tree menu shows it. */
export function getLanguageTag(language: QuestionnaireLanguage): LanguageTag {
  return language === 'es-US' ? 'es' : 'en';
}
