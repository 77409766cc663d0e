import type { i18n } from 'i18next';
import en from '../../locales/en/botCallsDay.json';
import ja from '../../locales/ja/botCallsDay.json';

/** The namespace of the daily bot-call view's texts. */
export const BOT_CALLS_DAY_NAMESPACE = 'botCallsDay';

/** Adds the daily view's texts (both languages) the first time it renders. */
export function registerBotCallsDayTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', BOT_CALLS_DAY_NAMESPACE))
    instance.addResourceBundle('en', BOT_CALLS_DAY_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', BOT_CALLS_DAY_NAMESPACE))
    instance.addResourceBundle('ja', BOT_CALLS_DAY_NAMESPACE, ja, true, false);
}
