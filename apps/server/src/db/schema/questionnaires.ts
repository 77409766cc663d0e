import type { Questionnaire, QuestionnaireLanguage, QuestionnaireType } from '@carecall/graph-core';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Bot questionnaires, owned by one organization (its children may read them). `document` is the prepared canonical
 * document; the metadata columns repeat what lists filter and show, so a list never reads a graph. `version` grows
 * with every stored change and is compared-and-set by saves, so no change is ever lost.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    type: text('type').$type<QuestionnaireType>().notNull().default('none'),
    language: text('language').$type<QuestionnaireLanguage>().notNull().default('en-US'),
    isMultipleLanguages: boolean('is_multiple_languages').notNull().default(false),
    isSubQuestionnaire: boolean('is_sub_questionnaire').notNull().default(false),
    isFrame: boolean('is_frame').notNull().default(false),
    shadowQuestionnaireId: integer('shadow_questionnaire_id').notNull().default(0),
    archive: boolean('archive').notNull().default(false),
    version: integer('version').notNull().default(1),
    document: jsonb('document').$type<Questionnaire>().notNull(),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questionnaires_organization_id_idx').on(table.organizationId)],
);
