/** The largest value of a PostgreSQL `integer` (serial) column. */
const MAX_DATABASE_ID = 2_147_483_647;

/**
 * Whether a number can be a row id: ids arrive from paths and bodies as any non-negative integer, and one beyond the
 * column's range must be "not found" rather than a database error.
 */
export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID;
}
