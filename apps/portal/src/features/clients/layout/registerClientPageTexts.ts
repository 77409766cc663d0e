import type { i18n } from 'i18next';
import en from '../../../locales/en/clientPage.json';
import ja from '../../../locales/ja/clientPage.json';

/** The namespace of the client pages' texts. */
export const CLIENT_PAGE_NAMESPACE = 'clientPage';

/**
 * Adds the client pages' texts (both languages) when the client routes first load, so they travel in the routes' lazy
 * chunk instead of the first download.
 */
export function registerClientPageTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', CLIENT_PAGE_NAMESPACE))
    instance.addResourceBundle('en', CLIENT_PAGE_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', CLIENT_PAGE_NAMESPACE))
    instance.addResourceBundle('ja', CLIENT_PAGE_NAMESPACE, ja, true, false);
}
