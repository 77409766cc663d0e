import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/**
 * A calendar date on the wire, `YYYY-MM-DD` (birth dates, active periods); converted to dates only for display. Year
 * 0000 is refused: neither PostgreSQL's `date` nor the Gregorian calendar has it.
 */
export const dateOnlySchema = z.iso
  .date({ error: VALIDATION_MESSAGES.invalidDate })
  .refine((value) => !value.startsWith('0000'), { error: VALIDATION_MESSAGES.invalidDate });

/** The first and last instants PostgreSQL's `timestamptz` reads as JavaScript writes them: years 1 to 9999 in UTC. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An instant on the wire, ISO 8601 with an offset (`2026-03-01T09:30:00.000Z`), as `Date#toISOString` writes it. Its
 * instant must fall in the years 1 to 9999 once the offset is applied (`0000-01-01T00:00:00Z` and
 * `9999-12-31T23:59:59-01:00` are not), so it can be compared with stored times.
 */
export const timestampSchema = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const instant = Date.parse(value);
    // A text that is no time at all has had its own issue from the format check; one issue a field.
    if (Number.isNaN(instant)) return true;
    return instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
  },
  { error: 'Must be a time between the years 1 and 9999' },
);

/** A wall-clock time of day, `HH:mm` (call schedules). */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: VALIDATION_MESSAGES.invalidTime });
