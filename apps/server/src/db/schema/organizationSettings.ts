import type { SettingsInput } from '@carecall/api-client';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** Per-organization feature settings, stored as overrides on top of the product defaults. */
export const organizationSettings = pgTable('organization_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<SettingsInput>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
