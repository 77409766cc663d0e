import type { SettingsInput } from '@carecall/api-client';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Per-organization feature settings, stored as overrides on top of the product defaults. `version` counts the stored
 * changes (an organization without a row is at version 0); every write names the version it is based on.
 */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<SettingsInput>().notNull().default({}),
  version: integer('version').notNull().default(1),
  /** Who stored the current version; null for seeded settings. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
