import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { patients } from './patients.ts';

/** A client's phone numbers, country code and national number apart so both can be searched and dialled. */
export const patientPhones = pgTable(
  'patient_phones',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    number: text('number').notNull(),
    label: text('label').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [index('patient_phones_patient_id_idx').on(table.patientId)],
);
