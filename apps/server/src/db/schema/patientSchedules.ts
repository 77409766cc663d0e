import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { patients } from './patients.ts';

/** A client's weekly call slots: at most one per day of the week (1 Sunday to 7 Saturday), in the slot's time zone. */
export const patientSchedules = pgTable(
  'patient_schedules',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    /** Wall-clock start, `HH:mm`. */
    time: text('time').notNull(),
    timezone: text('timezone').notNull(),
  },
  (table) => [
    uniqueIndex('patient_schedules_patient_day_idx').on(table.patientId, table.dayOfWeek),
    check('patient_schedules_day_of_week_check', sql`${table.dayOfWeek} between 1 and 7`),
  ],
);
