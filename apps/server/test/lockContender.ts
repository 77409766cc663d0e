/**
 * A process that races for a data directory's lock on command, for the takeover race test. Reads lines on standard
 * input: `go <dataDir>` tries to lock it and prints one JSON line (`{ won: true }`, `{ refusedBy: pid }` or
 * `{ error }`); `release` gives up what it holds. Prints `ready` once loaded.
 */
import { createInterface } from 'node:readline';
import { type DataDirectoryLock, DataDirectoryLockedError, lockDataDirectory } from '../src/db/lockDataDirectory.ts';

let held: DataDirectoryLock | null = null;
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');

for await (const line of lines) {
  const [command = '', ...rest] = line.split(' ');
  const dataDir = rest.join(' ');
  if (command === 'go' && dataDir) {
    try {
      held = await lockDataDirectory(dataDir);
      print({ won: true });
    } catch (error) {
      if (error instanceof DataDirectoryLockedError) print({ refusedBy: error.holder?.pid ?? null });
      else print({ error: String(error) });
    }
  } else if (command === 'release') {
    held?.release();
    held = null;
    print({ released: true });
  }
}
held?.release();
