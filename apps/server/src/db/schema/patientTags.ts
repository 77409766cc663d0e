import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients.ts';

/**
 * A client's tags by name, one row each; the consent tag (`consent call`) holds `accepted` or `declined` with the
 * decline reason as its description.
 */
export const patientTags = pgTable(
  'patient_tags',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: text('params'),
    description: text('description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.name] })],
);
