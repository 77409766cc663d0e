import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { calls } from './calls.ts';
import { organizations } from './organizations.ts';
import { patientPhones } from './patientPhones.ts';
import { patients } from './patients.ts';

/**
 * Bot calls planned for a time: added by an admin (`origin` `manual`) or planned from the client's call schedule
 * (`schedule`). `due_at` is the instant; `local_time` and `timezone` the wall-clock time it was asked for, so a
 * daylight-saving change keeps the local time. Once due it becomes a call record (`call_id`, status `started`);
 * until then it can be canceled, by a user or by a rule (declined consent, end of the active period, a changed
 * schedule), with `cancel_reason`. A schedule's occurrence is planned once (unique per client and instant).
 */
export const scheduledBotCalls = pgTable(
  'scheduled_bot_calls',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    patientPhoneId: integer('patient_phone_id').references(() => patientPhones.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The wall-clock time asked for, `YYYY-MM-DDTHH:mm`, in `timezone`. */
    localTime: text('local_time').notNull(),
    timezone: text('timezone').notNull(),
    origin: text('origin').$type<'manual' | 'schedule'>().notNull(),
    status: text('status').$type<'planned' | 'started' | 'canceled'>().notNull().default('planned'),
    cancelReason: text('cancel_reason'),
    callId: integer('call_id').references(() => calls.id, { onDelete: 'set null' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_bot_calls_patient_idx').on(table.patientId, table.dueAt),
    index('scheduled_bot_calls_organization_due_idx').on(table.organizationId, table.dueAt),
    uniqueIndex('scheduled_bot_calls_schedule_occurrence_idx')
      .on(table.patientId, table.dueAt)
      .where(sql`${table.origin} = 'schedule'`),
    check('scheduled_bot_calls_origin_check', sql`${table.origin} in ('manual', 'schedule')`),
    check('scheduled_bot_calls_status_check', sql`${table.status} in ('planned', 'started', 'canceled')`),
  ],
);
