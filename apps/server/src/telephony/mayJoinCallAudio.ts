import { and, eq } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { calls, users } from '../db/schema/index.ts';
import { listAccessibleOrganizationIds } from '../identity/listAccessibleOrganizationIds.ts';

/**
 * Whether the voice device identity `user-{id}` may join a call's audio as its operator: only the user recorded as
 * the stored call's operator (`interviewer_id`), in an organization they still reach. Others of the organization,
 * admins included, are refused: listening in is an explicit, audited monitor role, never an operator's join.
 */
export async function mayJoinCallAudio(
  db: Db,
  { identity, organizationId, callId }: { identity: string; organizationId: number; callId: string },
): Promise<boolean> {
  const match = /^user-(\d{1,15})$/.exec(identity);
  const id = Number(callId);
  if (!match || !/^\d+$/.test(callId) || !isDatabaseId(id)) return false;
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, Number(match[1])));
  if (!user || !(await listAccessibleOrganizationIds(db, user)).includes(organizationId)) return false;
  const [call] = await db
    .select({ interviewerId: calls.interviewerId })
    .from(calls)
    .where(and(eq(calls.id, id), eq(calls.organizationId, organizationId)));
  return call?.interviewerId === user.id;
}
