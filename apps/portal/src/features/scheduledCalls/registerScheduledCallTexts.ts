import type { i18n } from 'i18next';
import en from '../../locales/en/scheduledCalls.json';
import ja from '../../locales/ja/scheduledCalls.json';

/** The namespace of the scheduled calls' texts. */
export const SCHEDULED_CALLS_NAMESPACE = 'scheduledCalls';

/** The scheduled calls' texts by language, for the registration below and the translation tests. */
export const SCHEDULED_CALL_TEXTS = { en, ja } as const;

/**
 * Adds the scheduled calls' texts (both languages) when the client's Questionnaires page first loads, so they travel
 * in its lazy chunk instead of the first download.
 */
export function registerScheduledCallTexts(instance: i18n): void {
  for (const [language, bundle] of Object.entries(SCHEDULED_CALL_TEXTS)) {
    if (!instance.hasResourceBundle(language, SCHEDULED_CALLS_NAMESPACE))
      instance.addResourceBundle(language, SCHEDULED_CALLS_NAMESPACE, bundle, true, false);
  }
}
