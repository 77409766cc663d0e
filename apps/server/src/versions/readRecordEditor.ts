import type { RecordEditor } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { users } from '../db/schema/index.ts';

/**
 * Who stored a record's current version, by the user id kept beside it, for a conflict answer; null when nobody
 * known did (seeded rows) or the user no longer exists. Only the name is told: it is what colleagues see anyway.
 */
export async function readRecordEditor(db: Db, userId: number | null): Promise<RecordEditor | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ user_id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
