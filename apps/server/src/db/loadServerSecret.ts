import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from './openDatabase.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * Reads a secret the server generates once (signing keys, cookie keys, the second factor's code key), creating it on
 * first use, so every instance and every restart shares the same value. Two instances may race to create it: the
 * first insert wins and both read that one back.
 */
export async function loadServerSecret<T>(
  db: Db,
  name: string,
  schema: z.ZodType<T>,
  create: () => Promise<T>,
): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return row ? schema.parse(row.value) : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`could not store server secret ${name}`);
  return stored;
}
