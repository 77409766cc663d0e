import { z } from 'zod';

/** A database id as the backends answer it: a non-negative integer. */
export const idSchema = z.number().int().nonnegative();
export type Id = z.infer<typeof idSchema>;

/**
 * An id in a path or query string: callers pass a number or a digits-only string (route ids are digits only), the
 * server receives a number, so both sides type the same value without coercing `unknown`.
 */
export const idParamSchema = z
  .union([idSchema, z.string().regex(/^\d+$/, { error: 'Must contain only digits' })])
  .transform((value) => Number(value));
export type IdParam = z.input<typeof idParamSchema>;
