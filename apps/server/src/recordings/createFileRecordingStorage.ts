import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { RecordingStorage } from './RecordingStorage.ts';

/** A recording storage that can also serve part of a file without reading all of it (HTTP Range). */
export interface RecordingFileStorage extends RecordingStorage {
  /** The size in bytes of the recording under `key`, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Streams bytes `start` to `end` (both included) of the recording under `key`. */
  openRange(key: string, range: { start: number; end: number }): Readable;
}

/** Keys are relative paths of lower-case names (`calls/{uuid}.wav`): nothing can climb out of the folder. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(wav|mp3)$/;

/**
 * Keeps recordings as files under `directory` (`{DATA_DIR}/recordings`): call recordings are megabytes each, too big
 * for database rows, and a file can be served in ranges without loading it. The database keeps only the key. Writes
 * go to a temporary name and are renamed, so a half-written file is never served.
 */
export function createFileRecordingStorage(directory: string): RecordingFileStorage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a recording key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async size(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    openRange(key, { start, end }) {
      return createReadStream(fileOf(key), { start, end });
    },
  };
}
