import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../app/storageKeys.ts';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { isChromeBrowser } from './isChromeBrowser.ts';

/** Warns once per session that only Chrome is supported, when the browser is another one. */
export function useBrowserWarning(): void {
  const { notifier, i18n } = usePortalRuntime();
  useEffect(() => {
    if (isChromeBrowser(window.navigator.userAgent)) return;
    if (window.sessionStorage.getItem(STORAGE_KEYS.browserWarningShown)) return;
    window.sessionStorage.setItem(STORAGE_KEYS.browserWarningShown, '1');
    notifier.show({ severity: 'warn', summary: i18n.t('shell:browserWarning'), life: 10_000 });
  }, [notifier, i18n]);
}
