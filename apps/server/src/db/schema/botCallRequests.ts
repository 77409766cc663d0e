import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { patientPhones } from './patientPhones.ts';
import { patients } from './patients.ts';

/**
 * Bot calls asked for with Call Now, queued for the bot to place: which client, on which of their phones, with which
 * questionnaire at which version, asked by whom. `questionnaire_id` has no foreign key, so the request history
 * outlives a deleted questionnaire; `exe_id` is the execution id the bot reports back with.
 */
export const botCallRequests = pgTable(
  'bot_call_requests',
  {
    id: serial('id').primaryKey(),
    exeId: uuid('exe_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    patientPhoneId: integer('patient_phone_id').references(() => patientPhones.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    status: text('status').$type<'queued'>().notNull().default('queued'),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bot_call_requests_status_idx').on(table.status, table.createdAt)],
);
