import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { diagnoses } from './diagnoses.ts';
import { patients } from './patients.ts';

/**
 * The diagnoses linked to a client. A removed diagnosis stays as an inactive link (`active` 0, `order` null) so its
 * history is kept; active links are numbered from 1.
 */
export const patientDiagnoses = pgTable(
  'patient_diagnoses',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    diagnosisId: integer('diagnosis_id')
      .notNull()
      .references(() => diagnoses.id, { onDelete: 'restrict' }),
    order: integer('order'),
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.patientId, table.diagnosisId] }),
    check(
      'patient_diagnoses_order_check',
      sql`(${table.active} = 1 and ${table.order} >= 1) or (${table.active} = 0 and ${table.order} is null)`,
    ),
  ],
);
