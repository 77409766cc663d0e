import { bigint, integer, pgSchema } from 'drizzle-orm/pg-core';

/**
 * Bookkeeping the database maintains for the server, kept out of `public` so it is not application data: test
 * snapshots and restores of `public` leave it alone, and its numbers only ever grow.
 */
export const carecallInternal = pgSchema('carecall_internal');

/**
 * One counter per organization that triggers on `patients`, `patient_phones` and `patient_tags` raise with every
 * change, whoever writes: the client list is cached per organization and served again only while its counter has not
 * moved, on every server instance.
 */
export const clientListVersions = carecallInternal.table('client_list_versions', {
  organizationId: integer('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
