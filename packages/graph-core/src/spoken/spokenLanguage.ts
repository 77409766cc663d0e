import type { QuestionnaireLanguage } from '../questionnaire.ts';

/** The languages answers are understood in: the questionnaire languages. */
export type SpokenLanguage = QuestionnaireLanguage;
