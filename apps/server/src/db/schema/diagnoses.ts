import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The diagnosis catalogue (ICD-10 codes and names) the health profile searches and links to; shared by all organizations. */
export const diagnoses = pgTable(
  'diagnoses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('diagnoses_code_idx').on(table.code)],
);
