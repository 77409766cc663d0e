import type { i18n } from 'i18next';
import { navigate as navigateBrowser } from 'wouter/use-browser-location';
import { AUTH_PATHS, isSamePath } from '../features/auth/authPaths.ts';
import { type AuthService, createAuthService } from '../features/auth/createAuthService.ts';
import { createMfaState } from '../features/auth/createMfaState.ts';
import { createReturnTargetStore } from '../features/auth/createReturnTargetStore.ts';
import { getMfaPhaseAddress } from '../features/auth/mfa/getMfaPhaseAddress.ts';
import { loadLocaleNamespace } from '../locales/loadLocaleNamespace.ts';
import { applyLocaleFormats } from './applyLocaleFormats.ts';
import { createCallActivityFlag } from './createCallActivityFlag.ts';
import { createNotifier } from './createNotifier.ts';
import { createPortalApiClient } from './createPortalApiClient.ts';
import { createPortalI18n, type NamespaceLoader } from './createPortalI18n.ts';
import { createPortalQueryClient } from './createPortalQueryClient.ts';
import { createPortalStore } from './createPortalStore.ts';
import { createSessionActions } from './createSessionActions.ts';
import type { RuntimeConfig } from './loadRuntimeConfig.ts';
import type { PortalRuntime } from './PortalRuntime.ts';
import { STORAGE_KEYS } from './storageKeys.ts';
import { watchNavigation } from './watchNavigation.ts';

/** What the browser gives the runtime; tests pass their own. */
export interface PortalRuntimeOptions {
  config: RuntimeConfig;
  window: Window;
  /** Replaces the identity provider (tests). */
  auth?: AuthService;
  fetch?: typeof fetch;
  /** Replaces full page loads (tests). */
  redirect?: (url: string) => void;
  /** Fetches the texts of languages other than English; the bundled chunks by default. */
  loadNamespace?: NamespaceLoader;
  /** Replaces the i18next instance (tests bundle every language). */
  i18n?: i18n;
}

/**
 * Builds the portal's shared services for the browser: the store over session storage, the identity provider from
 * `/config.json`, the api client wired to both, the second-factor redirect, the logout path of every 401, the
 * interface language, and the per-navigation bookkeeping.
 */
export function createPortalRuntime(options: PortalRuntimeOptions): PortalRuntime {
  const { config, window: browser } = options;
  const redirect = options.redirect ?? ((url: string) => browser.location.replace(url));
  const store = createPortalStore({
    sessionStorage: browser.sessionStorage,
    storedLocale: browser.localStorage.getItem(STORAGE_KEYS.locale),
  });
  const i18n = createPortalI18n({
    locale: store.getState().locale,
    loadNamespace: options.loadNamespace ?? loadLocaleNamespace,
  });
  browser.document.documentElement.lang = store.getState().locale;

  const auth = options.auth ?? createAuthService({ config, origin: browser.location.origin });
  const mfaState = createMfaState(browser.sessionStorage);
  const returnTargets = createReturnTargetStore(browser.sessionStorage);
  const notifier = createNotifier();
  const callActivity = createCallActivityFlag();
  const inactivity: PortalRuntime['inactivity'] = { current: null };
  const queryClient = createPortalQueryClient();
  const navigate = (to: string, navigateOptions?: { replace?: boolean }) => navigateBrowser(to, navigateOptions);

  let session: PortalRuntime['session'] | undefined;
  const api = createPortalApiClient({
    config,
    store,
    fetch: options.fetch,
    getAccessToken: () => auth.getAccessToken(),
    getDeviceId: () => browser.localStorage.getItem(STORAGE_KEYS.deviceId),
    getInactivityMonitor: () => inactivity.current,
    onMfaRequired(phase, details) {
      mfaState.setPending(phase);
      const onMfaScreen = isSamePath(browser.location.pathname, AUTH_PATHS.multiFactor);
      const currentPhase = new URLSearchParams(browser.location.search).get('phase');
      if (onMfaScreen && currentPhase === phase) return;
      mfaState.markCodeSent(false);
      navigate(getMfaPhaseAddress(phase, details.phoneNumber), { replace: onMfaScreen });
    },
    onLogoutScheduled(message) {
      const english = store.getState().locale === 'en';
      const errorText = message.replace(/ You are being redirected to login page in 3 seconds\.$/, '');
      notifier.show({
        severity: 'warn',
        summary: english ? message : i18n.t('common:errors.logoutRedirect', { error: errorText }),
        life: 3000,
      });
    },
    onLogout() {
      void session?.logout();
    },
  });

  session = createSessionActions({
    auth,
    api,
    store,
    mfaState,
    returnTargets,
    localStorage: browser.localStorage,
    redirect,
  });

  const stopWatching = watchNavigation(browser, (pathname, search) => {
    store.update({ currentClientId: null });
    returnTargets.remember(`${pathname}${search}`);
  });

  return {
    config,
    store,
    auth,
    api,
    session,
    mfaState,
    returnTargets,
    notifier,
    callActivity,
    inactivity,
    queryClient,
    i18n,
    navigate,
    dispose: stopWatching,
    reload: (url) => (url === undefined ? browser.location.reload() : browser.location.assign(url)),
    async changeLocale(locale) {
      browser.localStorage.setItem(STORAGE_KEYS.locale, locale);
      // Texts and formats first, then the store: the screen switches language in one render.
      await Promise.all([i18n.changeLanguage(locale), applyLocaleFormats(locale)]).catch((error: unknown) => {
        console.error('Switching the language failed:', error);
      });
      browser.document.documentElement.lang = locale;
      store.update({ locale });
    },
  };
}
