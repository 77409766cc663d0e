import { z } from 'zod';

/** The largest id a record can have: ids are PostgreSQL `integer` (serial) values. */
export const MAX_ID = 2_147_483_647;

/**
 * A database id as the backends answer and take it: a non-negative integer within PostgreSQL's `integer` range, so
 * an id in a body beyond it is refused on its field (400) instead of failing the query that would look it up.
 */
export const idSchema = z
  .number()
  .int()
  .nonnegative()
  .max(MAX_ID, { error: `Must be an id: at most ${MAX_ID}` });
export type Id = z.infer<typeof idSchema>;

/**
 * The id of an entry of a log that only grows (audit entries, questionnaire revisions), kept in a PostgreSQL `bigint`:
 * any non-negative safe integer.
 */
export const logEntryIdSchema = z.number().int().nonnegative();
export type LogEntryId = z.infer<typeof logEntryIdSchema>;

/**
 * An id in a path: callers pass a number or a digits-only string (route ids are digits only), the server receives a
 * number, so both sides type the same value without coercing `unknown`. Any length is taken: an id no record can
 * have (beyond {@link MAX_ID}) names a record that does not exist, and the server answers it as such (404).
 */
export const idParamSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/, { error: 'Must contain only digits' })])
  .transform((value) => Number(value));
export type IdParam = z.input<typeof idParamSchema>;

/**
 * An id in a query string, where it filters or selects rather than names the resource: digits as for a path, but
 * bounded like {@link idSchema}, so an id no record can have is refused on its parameter (400).
 */
export const idQuerySchema = idParamSchema.pipe(idSchema);
export type IdQuery = z.input<typeof idQuerySchema>;
