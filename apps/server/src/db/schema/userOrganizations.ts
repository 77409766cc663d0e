import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Which organizations a user belongs to directly; access to child organizations follows from the tree. */
export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.organizationId] }),
    index('user_organizations_organization_idx').on(table.organizationId),
  ],
);
