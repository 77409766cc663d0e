import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calls } from './calls.ts';
import { organizations } from './organizations.ts';
import { patientPhones } from './patientPhones.ts';
import { patients } from './patients.ts';

/** Where a bot call stands, from the request to its end. */
export type BotCallStatus =
  | 'queued'
  | 'dialing'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'no-answer'
  | 'busy'
  | 'failed'
  | 'canceled';

/**
 * Bot calls (Call Now, or a scheduled call once due): the call record they run as (`call_id`, whose id the portal
 * sees), which client, on which of their phones, with which questionnaire at which version, asked by whom, and where
 * the call stands: `status` goes queued → dialing → ringing → in-progress → completed, or ends no-answer, busy,
 * failed or canceled; between attempts of a retry it is queued again with `next_attempt_at`. `attempts` counts the
 * dial attempts made (each one a `bot_call_attempts` row). `questionnaire_id` has no foreign key, so the request
 * history outlives a deleted questionnaire; `exe_id` is the execution id the bot reports back with.
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
    /** The call record; null only for requests stored before bot calls had one. */
    callId: integer('call_id').references(() => calls.id, { onDelete: 'cascade' }),
    /** The scheduled call it came from; null for Call Now. */
    scheduledCallId: integer('scheduled_call_id'),
    patientPhoneId: integer('patient_phone_id').references(() => patientPhones.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    status: text('status').$type<BotCallStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt of a retry is due; null when none is planned. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Why the call ended (`completed`, `no-answer`, `busy`, `interrupted`, `consent-declined`, …). */
    endReason: text('end_reason'),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bot_call_requests_status_idx').on(table.status, table.createdAt),
    uniqueIndex('bot_call_requests_call_id_idx').on(table.callId),
    check(
      'bot_call_requests_status_check',
      sql`${table.status} in ('queued', 'dialing', 'ringing', 'in-progress', 'completed', 'no-answer', 'busy', 'failed', 'canceled')`,
    ),
  ],
);
