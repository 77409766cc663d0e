/**
 * Where recording bytes are kept, behind one small interface so the database storage can be replaced (an object
 * store, the data directory) without touching the routes that upload and serve recordings.
 */
export interface RecordingStorage {
  /** Stores the bytes under `key`, replacing nothing: keys are new ids. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
