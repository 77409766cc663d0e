import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The questionnaires an organization's scheduled calls run, one per call language, and at most one default for
 * clients whose language has none (`GET`/`POST /admin/organization/scheduler`). `questionnaire_id` has no foreign
 * key: a deleted questionnaire is skipped when calls are planned, and the setting shows what was chosen.
 */
export const organizationSchedulerQuestionnaires = pgTable(
  'organization_scheduler_questionnaires',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.language] }),
    uniqueIndex('organization_scheduler_questionnaires_default_idx')
      .on(table.organizationId)
      .where(sql`${table.isDefault}`),
  ],
);
