import type { i18n } from 'i18next';
import en from '../../locales/en/scheduler.json';
import ja from '../../locales/ja/scheduler.json';

/** The namespace of the scheduler bar's and queue's texts. */
export const SCHEDULER_NAMESPACE = 'scheduler';

/** Adds the scheduler's texts (both languages) the first time the bar or the queue renders. */
export function registerSchedulerTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', SCHEDULER_NAMESPACE))
    instance.addResourceBundle('en', SCHEDULER_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', SCHEDULER_NAMESPACE))
    instance.addResourceBundle('ja', SCHEDULER_NAMESPACE, ja, true, false);
}
