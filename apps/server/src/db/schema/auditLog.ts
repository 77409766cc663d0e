import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what, in which organization and to which client (patient), kept without foreign keys so entries outlive
 * the rows they mention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    organizationId: integer('organization_id'),
    clientId: integer('client_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_organization_at_idx').on(table.organizationId, table.at),
    index('audit_log_client_idx').on(table.clientId),
  ],
);
