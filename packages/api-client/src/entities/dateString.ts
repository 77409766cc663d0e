import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** A calendar date on the wire, `YYYY-MM-DD` (birth dates, active periods); converted to dates only for display. */
export const dateOnlySchema = z.iso.date({ error: VALIDATION_MESSAGES.invalidDate });

/** An instant on the wire, ISO 8601 with an offset (`2026-03-01T09:30:00.000Z`), as `Date#toISOString` writes it. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A wall-clock time of day, `HH:mm` (call schedules). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Invalid time' });
