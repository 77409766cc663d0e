import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The tags questionnaire vertices carry in `tagsv2`. Ids are fixed, not generated, because preparation gives two of
 * them a meaning (300 numeric, 50 day of week) and saved documents refer to them by id.
 */
export const questionnaireTags = pgTable('questionnaire_tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  group: text('group'),
  description: text('description'),
  technicalName: jsonb('technical_name').$type<string[]>().notNull().default([]),
  polarity: text('polarity').$type<'positive' | 'negative' | 'neutral'>(),
});
