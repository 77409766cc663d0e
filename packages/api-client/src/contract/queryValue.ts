import { z } from 'zod';

/**
 * A number in a query string: callers pass a number, the server receives the string form and gets the number back,
 * so both ends type the same value.
 */
export const queryNumberSchema = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'Must be a number' })])
  .transform((value) => Number(value));

/** A boolean in a query string (`true` / `false`). */
export const queryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** The cache-busting parameter that forces a fresh answer (`?t=<milliseconds>`). */
export const cacheBusterQuerySchema = z.object({ t: queryNumberSchema.optional() });
