import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources as englishResources, NAMESPACES } from '../locales/resources.ts';
import type { PortalLocale } from './portalLocales.ts';

/** Loads one namespace of another language on demand (see `loadLocaleNamespace`). */
export type NamespaceLoader = (locale: string, namespace: string) => Promise<Record<string, unknown>>;

/** Options of {@link createPortalI18n}. */
export interface PortalI18nOptions {
  locale: PortalLocale;
  /** Bundled texts; English only by default. */
  resources?: Resource;
  /** Fetches the texts of other languages when first used. */
  loadNamespace?: NamespaceLoader;
}

/**
 * Creates the portal's i18next instance. English, the source and fallback, is bundled and ready at once; other
 * languages arrive through `loadNamespace` when first used (the boot waits for the stored one), so English users
 * download no Japanese. One instance per portal tree and per test.
 */
export function createPortalI18n({ locale, resources = englishResources, loadNamespace }: PortalI18nOptions): i18n {
  const instance = createInstance();
  if (loadNamespace) {
    instance.use({
      type: 'backend',
      init: () => undefined,
      read(language: string, namespace: string, callback: (error: unknown, data?: Record<string, unknown>) => void) {
        loadNamespace(language, namespace).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error),
        );
      },
    });
  }
  instance.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ja'],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
