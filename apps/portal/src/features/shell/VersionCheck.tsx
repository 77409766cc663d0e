import { useEffect } from 'react';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { createVersionCheck } from './createVersionCheck.ts';

/** How long the new-version notice shows before the page reloads. */
export const NEW_VERSION_RELOAD_DELAY_MS = 3000;

/**
 * Runs the version check while the portal is open: a new version shows a notice, resets the store and reloads the
 * page, so nobody keeps working on a portal the backend has moved past.
 */
export function VersionCheck() {
  const { api, store, config, notifier, i18n, reload } = usePortalRuntime();
  useEffect(() => {
    store.update({ appVersion: config.version });
    const check = createVersionCheck({
      fetchVersion: () => api.fetchVersion(),
      getKnownVersion: () => store.getState().appVersion,
      setKnownVersion: (version) => store.update({ appVersion: version }),
      onNewVersion() {
        notifier.show({
          severity: 'info',
          summary: i18n.t('shell:version.newVersion'),
          life: NEW_VERSION_RELOAD_DELAY_MS,
        });
        store.reset();
        window.setTimeout(() => reload(), NEW_VERSION_RELOAD_DELAY_MS);
      },
    });
    check.start();
    return () => check.stop();
  }, [api, store, config, notifier, i18n, reload]);
  return null;
}
