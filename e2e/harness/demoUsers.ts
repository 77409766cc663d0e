/** A seeded demo account as the browser tests rely on it (conventions.md, apps/server/README.md). */
export interface DemoUser {
  email: string;
  firstName: string;
  /** Where the demo outbox files its text messages: `+<country>-<number>`; null for the account without a phone. */
  phone: string | null;
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts by e-mail, so a test names a person and the harness knows where their code goes. */
export const DEMO_USERS = {
  super: { email: 'super@demo.test', firstName: 'Sam', phone: '+1-2025550101' },
  admin: { email: 'admin@demo.test', firstName: 'Alex', phone: '+1-2025550102' },
  operator: { email: 'operator@demo.test', firstName: 'Olivia', phone: '+1-2025550103' },
  agent: { email: 'agent@demo.test', firstName: 'Aiden', phone: '+1-2025550104' },
  northAdmin: { email: 'north-admin@demo.test', firstName: 'Nora', phone: '+1-2025550105' },
  newcomer: { email: 'new@demo.test', firstName: 'Nico', phone: null },
} as const satisfies Record<string, DemoUser>;

/** Finds a demo account by e-mail; undefined for anyone else. */
export function findDemoUser(email: string): DemoUser | undefined {
  return Object.values(DEMO_USERS).find((user) => user.email === email.toLowerCase());
}
