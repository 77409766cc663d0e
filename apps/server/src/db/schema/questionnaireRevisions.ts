import type { QuestionnaireRevisionAction } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { questionnaires } from './questionnaires.ts';

/**
 * Every stored state of a questionnaire, one per version: who changed it, when, how, and the whole document, so
 * any earlier state can be restored. `user_id` has no foreign key, so history outlives users.
 */
export const questionnaireRevisions = pgTable(
  'questionnaire_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').$type<QuestionnaireRevisionAction>().notNull(),
    name: text('name').notNull(),
    document: jsonb('document').$type<Questionnaire>().notNull(),
    userId: integer('user_id'),
    restoredFromRevisionId: bigint('restored_from_revision_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('questionnaire_revisions_version_idx').on(table.questionnaireId, table.version)],
);
