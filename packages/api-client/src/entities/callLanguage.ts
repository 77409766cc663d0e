import { questionnaireLanguageSchema } from '@carecall/graph-core';

/**
 * The languages the organization's clients are called in, as their records and the organization's per-language
 * scheduler questionnaires name them (`en-US`, `es-US`): the values a `userLanguage` query may join.
 */
export const SCHEDULER_CALL_LANGUAGES: readonly string[] = questionnaireLanguageSchema.options;
