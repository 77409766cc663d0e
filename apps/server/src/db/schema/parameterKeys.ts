import { pgTable, text } from 'drizzle-orm/pg-core';

/** The `{parameter}` keys questionnaire texts may use; saves check every reference against them. */
export const parameterKeys = pgTable('parameter_keys', {
  key: text('key').primaryKey(),
  description: text('description').notNull().default(''),
});
