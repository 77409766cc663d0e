import type { i18n } from 'i18next';
import en from '../../locales/en/liveCall.json';
import ja from '../../locales/ja/liveCall.json';

/** The namespace of the call screen's texts. */
export const LIVE_CALL_NAMESPACE = 'liveCall';

/** Adds the call screen's texts (both languages) when the screen first loads, so they travel in its lazy chunk. */
export function registerLiveCallTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', LIVE_CALL_NAMESPACE))
    instance.addResourceBundle('en', LIVE_CALL_NAMESPACE, en, true, false);
  if (!instance.hasResourceBundle('ja', LIVE_CALL_NAMESPACE))
    instance.addResourceBundle('ja', LIVE_CALL_NAMESPACE, ja, true, false);
}
