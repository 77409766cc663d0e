import { sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';

/**
 * Takes the user's row lock for the rest of the transaction, so two second-factor requests of one user (two tabs,
 * two instances) count codes and wrong guesses one after the other instead of both passing a limit.
 */
export async function lockUserRow(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
