import { MAX_ID } from '@carecall/api-client';

/**
 * Whether a number can be the id of a row: ids arrive from paths as any non-negative integer, and one beyond the
 * column's range (`integer`, or `bigint` for the logs that only grow: audit entries, questionnaire revisions) names no
 * row, so a lookup answers it as "not found" rather than sending the database a value it refuses.
 */
export function isDatabaseId(value: number, column: 'integer' | 'bigint' = 'integer'): boolean {
  return Number.isSafeInteger(value) && value >= 1 && (column === 'bigint' || value <= MAX_ID);
}
