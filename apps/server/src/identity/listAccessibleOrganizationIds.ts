import { isAdminRole } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/**
 * The organizations a user may select in the `organization-id` header. Everyone may act in the organizations they
 * belong to directly; admins and super admins (role 151 and above) also in every descendant of those, because a
 * parent organization's admin manages its children. Nobody reaches a parent or sibling through membership of a child.
 */
export async function listAccessibleOrganizationIds(db: Db, user: { id: number; role: number }): Promise<number[]> {
  const result = isAdminRole(user.role)
    ? await queryRows<{ id: number }>(
        db,
        sql`
        with recursive reachable(id) as (
          select organization_id from user_organizations where user_id = ${user.id}
          union
          select child.id from organizations child join reachable on child.parent_id = reachable.id
        )
        select id from reachable order by id`,
      )
    : await queryRows<{ id: number }>(
        db,
        sql`select organization_id as id from user_organizations where user_id = ${user.id} order by organization_id`,
      );
  return result.map((row) => Number(row.id));
}
