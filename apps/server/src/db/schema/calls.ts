import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { patients } from './patients.ts';
import { users } from './users.ts';

/**
 * Calls placed to clients, by an operator or by the bot: one row per call with both legs' statuses (the client's
 * `patient_dial_status`, the staff or bot side's `interviewer_call_status`), its timing and whether it was recorded.
 * `organization_id` is kept on the row, so every read scopes by organization without a join. Analyses, answers,
 * notes, recordings and transcripts are their own tables keyed by `call_id`, so they extend this one without changing
 * it. A call's place in a client's history is `coalesce(start_date, date_created)` (see `calls_patient_started_idx`):
 * a call record exists before its call is dialled.
 */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** `voip` (the browser's voice connection) or `phone`. */
    source: text('source').$type<'voip' | 'phone'>().notNull(),
    /** `bot`, `lift` (operator-assisted) or `other`. */
    product: text('product').$type<'bot' | 'lift' | 'other'>().notNull(),
    /** The analysis status code (the api-client's `ANALYSIS_STATUS`); null before any analysis. */
    status: integer('status'),
    /** The voice platform's status of the client's leg (`completed`, `no-answer`, `busy`, …). */
    patientDialStatus: text('patient_dial_status'),
    /** The voice platform's status of the operator's or bot's leg. */
    interviewerCallStatus: text('interviewer_call_status'),
    /** The operator who placed the call; null for bot calls and once the user is gone. */
    interviewerId: integer('interviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The number dialled, `country code-number` as client phones are shown. */
    patientPhone: text('patient_phone'),
    /** The questionnaire the call ran, if any; no foreign key, so the history outlives a deleted questionnaire. */
    questionnaireId: integer('questionnaire_id'),
    startDate: timestamp('start_date', { withTimezone: true }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** Recorded length in seconds; 0 for an unanswered call. */
    recordingTime: integer('recording_time').notNull().default(0),
    /** Seconds from dialling to hang-up. */
    totalDialTime: integer('total_dial_time').notNull().default(0),
    wasRecorded: boolean('was_recorded').notNull().default(false),
    callTranscriptionStatus: text('call_transcription_status'),
    /** The scheduler batch the call came from, once matched (`POST …/call/{callId}/batch/{batchId}`). */
    batchId: text('batch_id'),
    /** A rehearsal of the questionnaire by the operator alone: the client is not dialled. */
    isDryRun: boolean('is_dry_run').notNull().default(false),
  },
  (table) => [
    index('calls_patient_started_idx').on(
      table.patientId,
      sql`coalesce(${table.startDate}, ${table.dateCreated})`,
      table.id,
    ),
    index('calls_organization_id_idx').on(table.organizationId),
    check('calls_source_check', sql`${table.source} in ('voip', 'phone')`),
    check('calls_product_check', sql`${table.product} in ('bot', 'lift', 'other')`),
    check('calls_durations_check', sql`${table.recordingTime} >= 0 and ${table.totalDialTime} >= 0`),
  ],
);
