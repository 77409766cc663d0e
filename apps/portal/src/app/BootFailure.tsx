import { ErrorState } from '@carecall/ui';
import { loadLocaleNamespace } from '../locales/loadLocaleNamespace.ts';
import { createPortalI18n } from './createPortalI18n.ts';
import { toPortalLocale } from './portalLocales.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/**
 * What the page shows when the portal cannot start (no `/config.json`, say): a sentence in the stored language and a
 * reload button, instead of a blank page.
 */
export function BootFailure() {
  const { t } = createPortalI18n({
    locale: toPortalLocale(window.localStorage.getItem(STORAGE_KEYS.locale)),
    loadNamespace: loadLocaleNamespace,
  });
  return (
    <main className="cc-auth-page">
      <div className="cc-auth-card">
        <ErrorState message={t('bootFailed')} retryLabel={t('reload')} onRetry={() => window.location.reload()} />
      </div>
    </main>
  );
}
