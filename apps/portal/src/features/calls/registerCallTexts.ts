import type { i18n } from 'i18next';
import en from '../../locales/en/calls.json';
import ja from '../../locales/ja/calls.json';

/** The namespace of the calls screens' texts. */
export const CALLS_NAMESPACE = 'calls';

/**
 * Adds the calls screens' texts (both languages) when those screens first load, so they travel in their lazy chunk
 * instead of the first download.
 */
export function registerCallTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', CALLS_NAMESPACE))
    instance.addResourceBundle('en', CALLS_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', CALLS_NAMESPACE))
    instance.addResourceBundle('ja', CALLS_NAMESPACE, ja, true, false);
}
