import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { loadServerSecret } from '../db/loadServerSecret.ts';
import type { Db } from '../db/openDatabase.ts';

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key that signs recording addresses, generated once and shared through the database, so an address signed by
 * one instance plays on every other and after a restart. Read once per database handle.
 */
export function loadRecordingUrlKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadServerSecret(db, 'recordings.url-signing-key', z.string().min(32), async () =>
      randomBytes(32).toString('base64url'),
    ).then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
