import path from 'node:path';
import { createFileRecordingStorage, type RecordingFileStorage } from '../src/recordings/createFileRecordingStorage.ts';
import { TEST_ENV } from './harness.ts';

/** The recording files of this process's test apps (under the test `DATA_DIR`), where the app's analysis reads them. */
export function createTestRecordingStorage(): RecordingFileStorage {
  return createFileRecordingStorage(path.join(TEST_ENV.DATA_DIR ?? '', 'recordings'));
}
