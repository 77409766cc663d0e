import { type Config, DEMO_EXPOSURE_VARIABLE } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts.ts';

/** The start-up text of demo mode: where the portal is and how to sign in. */
export function formatDemoBanner(config: Config, portalServed: boolean): string {
  const url = config.publicUrl;
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const database =
    config.database.kind === 'pglite' ? `embedded (PGlite) in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  return [
    '',
    `CareCall is running in demo mode at ${url}`,
    portalServed ? `  Portal:    ${url}/` : '  Portal:    not built yet (pnpm build), the API runs meanwhile',
    `  API docs:  ${url}/docs`,
    `  Outbox:    ${url}/dev/outbox (text messages and e-mails with sign-in codes)`,
    `  Database:  ${database}`,
    '',
    ...(config.demoExposedToNetwork
      ? [
          `WARNING: listening on ${config.host}, so anyone who reaches this server can sign in as any demo user,`,
          `super admin included, without a password (${DEMO_EXPOSURE_VARIABLE} is set).`,
          '',
        ]
      : []),
    `Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.summary}`),
    '',
  ].join('\n');
}
