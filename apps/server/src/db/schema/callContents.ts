import type { Answer, TranscriptMessage } from '@carecall/api-client';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { calls } from './calls.ts';
import { organizations } from './organizations.ts';
import { patients } from './patients.ts';
import { users } from './users.ts';

/**
 * Who last stored a call's content and when: the author (null once that user is gone), when it was first stored and
 * when it last changed. Fresh builders for each table.
 */
function authoredColumns() {
  return {
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** An editable record's columns: `version` counts stored changes (a stale write is refused), and the author's. */
function versionedColumns() {
  return { version: integer('version').notNull().default(1), ...authoredColumns() };
}

/**
 * The operator's note on a call: one per call, an editable record (`version`, who stored it and when), so two people
 * typing in the same note never silently overwrite each other.
 */
export const callNotes = pgTable(
  'call_notes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...versionedColumns(),
  },
  (table) => [
    uniqueIndex('call_notes_call_id_idx').on(table.callId),
    index('call_notes_patient_id_idx').on(table.patientId),
  ],
);

/**
 * A call's transcript: its lines with their times in the recording, and the lines before the last edit
 * (`previous_content`), so an edit can be undone. Editable: `version` counts stored changes.
 */
export const callTranscriptions = pgTable('call_transcriptions', {
  callId: integer('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'restrict' }),
  content: jsonb('content').$type<TranscriptMessage[]>().notNull(),
  previousContent: jsonb('previous_content').$type<TranscriptMessage[]>(),
  ...versionedColumns(),
});

/** An organization's transcript highlight rules: a category, its colour and the phrases that belong to it. */
export const transcriptCategories = pgTable(
  'transcript_categories',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    color: text('color').notNull(),
    phrases: jsonb('phrases').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('transcript_categories_organization_id_idx').on(table.organizationId)],
);

/** The post-call questions an organization's operators answer after a call, in `position` order. */
export const callQuestions = pgTable(
  'call_questions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    questionBody: text('question_body').notNull(),
    type: text('type').$type<'radio' | 'checkbox'>().notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    isCustomizable: boolean('is_customizable').notNull().default(false),
    clientConditions: jsonb('client_conditions')
      .$type<{ action: 'question' | 'answer'; operator: string; value: string }[]>()
      .notNull()
      .default([]),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('call_questions_organization_id_idx').on(table.organizationId)],
);

/** The post-call answers of a call: created once (POST), replaced afterwards (PUT). */
export const callAnswers = pgTable('call_answers', {
  callId: integer('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'restrict' }),
  answers: jsonb('answers').$type<Answer[]>().notNull(),
  ...authoredColumns(),
});

/**
 * Where a call's recording is kept: a key of the recording storage (files under the data directory), never the bytes,
 * with its format, size and length. Stereo: left the client, right the operator and the bot.
 */
export const callRecordings = pgTable('call_recordings', {
  callId: integer('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'restrict' }),
  /** A random id naming the recording's address, so call ids cannot be walked through recording links. */
  fileId: text('file_id').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  format: text('format').$type<'wav'>().notNull().default('wav'),
  sizeBytes: integer('size_bytes').notNull(),
  durationMs: integer('duration_ms').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
