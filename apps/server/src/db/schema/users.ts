import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Staff who sign in. `role` is the number the specification uses (101 operator, 151 admin, 201 super admin);
 * `subject` links the row to the identity provider's subject once the user has signed in. `version` counts the
 * changes of what admins edit (names, role, flags, languages, phone, organizations); every write of those names the
 * version it is based on. The sign-in's own bookkeeping (subject, time zone) leaves it alone.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    subject: text('subject'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: integer('role').notNull().default(101),
    isLiftOperator: boolean('is_lift_operator').notNull().default(false),
    phoneCountryCode: text('phone_country_code'),
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emergencyContact: text('emergency_contact'),
    /** The add-user form's "emergency contact" switch. */
    isEmergencyContact: boolean('is_emergency_contact').notNull().default(false),
    language: text('language').notNull().default('en'),
    additionalLanguages: jsonb('additional_languages').$type<string[]>().notNull().default([]),
    timeZone: text('time_zone'),
    defaultOrganizationId: integer('default_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    /** Who stored the current version (an admin, or the user); null for seeded users. */
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_subject_idx').on(table.subject),
  ],
);
