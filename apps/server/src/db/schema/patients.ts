import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Clients (patients) of an organization with their personal details, kept in columns rather than JSON so the client
 * list reads them in one indexed query. Two unique indexes define "the same client" within an organization: the same
 * external id, or the same first name, last name and birth date (names compared case-insensitively). `version` counts
 * every stored change of the client and of what is saved with it (phones, schedule, tags, diagnoses); each write
 * compares it under the row lock, so a change based on an older one is refused instead of undoing another.
 */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    externalId: text('external_id'),
    pronunciation: text('pronunciation'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender'),
    clinicName: text('clinic_name'),
    language: text('language'),
    email: text('email'),
    note: text('note'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    address: text('address'),
    zipCode: text('zip_code'),
    /** The active period, set by super admins. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isDemo: boolean('is_demo').notNull().default(false),
    isCallTranscriptionOn: boolean('is_call_transcription_on').notNull().default(false),
    /** The scheduler frequency in days (1, 14, 21, 28); null until set. */
    daysFrequency: integer('days_frequency'),
    /** When the latest call started; the calls backend moves it forward, the client list reads it. */
    lastCallStartedAt: timestamp('last_call_started_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /** Who stored the current version; null for seeded clients and once that user is gone. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('patients_organization_id_idx').on(table.organizationId, table.id),
    uniqueIndex('patients_organization_external_id_idx')
      .on(table.organizationId, sql`lower(${table.externalId})`)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('patients_organization_name_birth_date_idx').on(
      table.organizationId,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.birthDate,
    ),
    check('patients_days_frequency_check', sql`${table.daysFrequency} in (1, 14, 21, 28)`),
  ],
);
