import type { Diagnosis } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/** How many results the autocomplete shows at most. */
export const DIAGNOSIS_SEARCH_LIMIT = 25;

/**
 * Finds catalogue diagnoses for the health-profile autocomplete: by code (with or without its dot, `e119` finds
 * E11.9) or by words of the name, case-insensitively. Exact codes come first, then code prefixes, then names that
 * start with the text, then names that contain it.
 */
export async function searchDiagnoses(db: Db, text: string): Promise<Diagnosis[]> {
  const query = text.trim();
  const escaped = query.replace(/[\\%_]/g, (character) => `\\${character}`);
  const code = escaped.replaceAll('.', '').toUpperCase();
  return queryRows<Diagnosis>(
    db,
    sql`select id, code, name as diagnosis from (
          select id, code, name,
            case
              when replace(code, '.', '') = ${code} then 0
              when replace(code, '.', '') like ${`${code}%`} then 1
              when name ilike ${`${escaped}%`} then 2
              else 3
            end as rank
          from diagnoses
          where replace(code, '.', '') like ${`${code}%`} or name ilike ${`%${escaped}%`}
        ) found
        order by rank, code
        limit ${DIAGNOSIS_SEARCH_LIMIT}`,
  );
}
