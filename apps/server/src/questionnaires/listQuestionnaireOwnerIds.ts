import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/**
 * The organizations whose questionnaires an organization may read: itself and every ancestor, because a parent's
 * questionnaires are visible (read-only) to its children. Never a child's or a sibling's.
 */
export async function listQuestionnaireOwnerIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      with recursive chain(id, parent_id, depth) as (
        select id, parent_id, 0 from organizations where id = ${organizationId}
        union all
        select o.id, o.parent_id, chain.depth + 1 from organizations o join chain on o.id = chain.parent_id
        where chain.depth < 64
      )
      select id from chain order by depth`,
  );
  return rows.map((row) => Number(row.id));
}
