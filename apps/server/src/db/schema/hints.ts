import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The hints multi-branch asks are built from: `group` is the hint's main group, `groups` every group it belongs to
 * (comma-joined, as the contract sends it), with the English and Spanish names the editor shows.
 */
export const hints = pgTable(
  'hints',
  {
    id: serial('id').primaryKey(),
    hint: text('hint').notNull(),
    group: text('group').notNull(),
    groups: text('groups').notNull(),
    displayNameEnglish: text('display_name_english').notNull(),
    displayNameSpanish: text('display_name_spanish').notNull(),
  },
  (table) => [uniqueIndex('hints_hint_idx').on(table.hint)],
);
