import type { i18n } from 'i18next';
import en from '../../locales/en/devPhone.json';
import ja from '../../locales/ja/devPhone.json';

/** The namespace of the browser phone's texts. */
export const DEV_PHONE_NAMESPACE = 'devPhone';

/** Adds the browser phone's texts (both languages) when the screen first loads, so they travel in its lazy chunk. */
export function registerDevPhoneTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', DEV_PHONE_NAMESPACE))
    instance.addResourceBundle('en', DEV_PHONE_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', DEV_PHONE_NAMESPACE))
    instance.addResourceBundle('ja', DEV_PHONE_NAMESPACE, ja, true, false);
}
