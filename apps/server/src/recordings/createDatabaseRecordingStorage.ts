import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { recordingContents } from '../db/schema/index.ts';
import type { RecordingStorage } from './RecordingStorage.ts';

/**
 * Keeps recording bytes in the database (`recording_contents`), so every instance serves every recording, backups
 * include them and PGlite needs no second place on disk; recordings are small (at most 10 MB each).
 */
export function createDatabaseRecordingStorage(db: Db): RecordingStorage {
  return {
    async put(key, bytes) {
      await db.insert(recordingContents).values({ key, content: bytes });
    },
    async get(key) {
      const [row] = await db
        .select({ content: recordingContents.content })
        .from(recordingContents)
        .where(eq(recordingContents.key, key));
      return row ? row.content : null;
    },
    async delete(key) {
      await db.delete(recordingContents).where(eq(recordingContents.key, key));
    },
  };
}
