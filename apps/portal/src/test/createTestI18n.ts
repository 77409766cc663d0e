import type { i18n } from 'i18next';
import { createPortalI18n } from '../app/createPortalI18n.ts';
import type { PortalLocale } from '../app/portalLocales.ts';
import jaAuth from '../locales/ja/auth.json';
import jaClients from '../locales/ja/clients.json';
import jaCommon from '../locales/ja/common.json';
import jaShell from '../locales/ja/shell.json';
import jaUsers from '../locales/ja/users.json';
import jaValidation from '../locales/ja/validation.json';
import { resources } from '../locales/resources.ts';

/** An i18next instance with every language bundled, so tests render Japanese without waiting for chunks. */
export function createTestI18n(locale: PortalLocale = 'en'): i18n {
  return createPortalI18n({
    locale,
    resources: {
      ...resources,
      ja: {
        common: jaCommon,
        auth: jaAuth,
        shell: jaShell,
        users: jaUsers,
        clients: jaClients,
        validation: jaValidation,
      },
    },
  });
}
