import enAuth from './en/auth.json';
import enClients from './en/clients.json';
import enCommon from './en/common.json';
import enShell from './en/shell.json';
import enUsers from './en/users.json';
import enValidation from './en/validation.json';

/** The translation namespaces, one per feature plus the shared ones. */
export const NAMESPACES = ['common', 'auth', 'shell', 'users', 'clients', 'validation'] as const;

/** One namespace of the portal's texts. */
export type Namespace = (typeof NAMESPACES)[number];

/** The English texts, the source of every other language and the fallback, bundled with the portal. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    users: enUsers,
    clients: enClients,
    validation: enValidation,
  },
} as const;
