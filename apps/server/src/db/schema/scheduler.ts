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
import { patientPhones } from './patientPhones.ts';
import { patients } from './patients.ts';
import { questionnaires } from './questionnaires.ts';
import { users } from './users.ts';

/**
 * When a call-centre agent works for an organization: weekly hours per day of the week (1 Sunday to 7 Saturday), as
 * wall-clock times in the organization's time zone; `end_time` may be `24:00` (the end of the day).
 */
export const schedulerShifts = pgTable(
  'scheduler_shifts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (table) => [
    index('scheduler_shifts_organization_day_idx').on(table.organizationId, table.dayOfWeek),
    check('scheduler_shifts_day_of_week_check', sql`${table.dayOfWeek} between 1 and 7`),
    check('scheduler_shifts_order_check', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/**
 * One due call of a client on an organization's day, planned from the client's weekly schedule and frequency: `due`
 * until an agent reserves it, `reserved` until the call is placed (`executed`) or the reservation lapses at
 * `expires_at` (then it is offered again), `skipped` when an agent passed it over with a reason. One row per client
 * and slot instant, so one occurrence can never be held twice.
 */
export const schedulerCalls = pgTable(
  'scheduler_calls',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The organization's calendar day the call belongs to, in its time zone. */
    planDay: date('plan_day', { mode: 'string' }).notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The client's slot start; the call may be made from here until `window_end`. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    /** The client's language (`en-US`, `es-US`); null when any agent may call. */
    language: text('language'),
    /** The client missed its previous call (no call within its frequency): called first. */
    overdue: boolean('overdue').notNull().default(false),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    status: text('status').$type<'due' | 'reserved' | 'executed' | 'skipped'>().notNull().default('due'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    questionnaireId: integer('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    phoneNumberId: integer('phone_number_id').references(() => patientPhones.id, { onDelete: 'set null' }),
    batchId: text('batch_id'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    skipReason: text('skip_reason'),
  },
  (table) => [
    uniqueIndex('scheduler_calls_patient_due_idx').on(table.patientId, table.dueAt),
    index('scheduler_calls_queue_idx').on(table.organizationId, table.planDay, table.dueAt),
    index('scheduler_calls_reserved_user_idx').on(table.userId).where(sql`${table.status} = 'reserved'`),
    check('scheduler_calls_status_check', sql`${table.status} in ('due', 'reserved', 'executed', 'skipped')`),
  ],
);

/** When an organization's day was last planned, and from which state of its clients. */
export const schedulerPlans = pgTable(
  'scheduler_plans',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planDay: date('plan_day', { mode: 'string' }).notNull(),
    /** Count, latest change and version sum of the organization's clients when planned; a change replans. */
    sourceStamp: text('source_stamp').notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('scheduler_plans_organization_day_idx').on(table.organizationId, table.planDay)],
);

/**
 * The version of an agent's week of shifts in an organization (no row: version 0, never edited), who stored it and
 * when: every replacement of the week names the version it was based on and moves it on by one under a row lock.
 */
export const schedulerShiftVersions = pgTable(
  'scheduler_shift_versions',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('scheduler_shift_versions_organization_user_idx').on(table.organizationId, table.userId)],
);
