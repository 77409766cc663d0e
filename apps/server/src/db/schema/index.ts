/** The whole database schema, one table per module; drizzle-kit reads this folder to generate migrations. */
export { auditLog } from './auditLog.ts';
export { devices } from './devices.ts';
export { mfaCodes } from './mfaCodes.ts';
export { oidcPayloads } from './oidcPayloads.ts';
export { organizationSettings } from './organizationSettings.ts';
export { organizations } from './organizations.ts';
export { outboxMessages } from './outboxMessages.ts';
export { rateLimits } from './rateLimits.ts';
export { seedRuns } from './seedRuns.ts';
export { serverSecrets } from './serverSecrets.ts';
export { userOrganizations } from './userOrganizations.ts';
export { users } from './users.ts';
