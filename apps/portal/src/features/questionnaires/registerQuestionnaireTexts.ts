import type { i18n } from 'i18next';
import enDialogs from '../../locales/en/questionnaireDialogs.json';
import enDryRun from '../../locales/en/questionnaireDryRun.json';
import enLifecycle from '../../locales/en/questionnaireLifecycle.json';
import enSimulator from '../../locales/en/questionnaireSimulator.json';
import enEditor from '../../locales/en/questionnaires.json';
import jaDialogs from '../../locales/ja/questionnaireDialogs.json';
import jaDryRun from '../../locales/ja/questionnaireDryRun.json';
import jaLifecycle from '../../locales/ja/questionnaireLifecycle.json';
import jaSimulator from '../../locales/ja/questionnaireSimulator.json';
import jaEditor from '../../locales/ja/questionnaires.json';

/** Every editor text by language and namespace, for the registration below and the translation tests. */
export const QUESTIONNAIRE_TEXTS = {
  en: {
    questionnaires: enEditor,
    questionnaireDialogs: enDialogs,
    questionnaireLifecycle: enLifecycle,
    questionnaireSimulator: enSimulator,
    questionnaireDryRun: enDryRun,
  },
  ja: {
    questionnaires: jaEditor,
    questionnaireDialogs: jaDialogs,
    questionnaireLifecycle: jaLifecycle,
    questionnaireSimulator: jaSimulator,
    questionnaireDryRun: jaDryRun,
  },
} as const;

/**
 * Adds the editor's texts (both languages) when the editor route first loads, so they travel in its lazy chunk
 * instead of the first download.
 */
export function registerQuestionnaireTexts(instance: i18n): void {
  for (const [language, bundles] of Object.entries(QUESTIONNAIRE_TEXTS)) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(language, namespace))
        instance.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}
