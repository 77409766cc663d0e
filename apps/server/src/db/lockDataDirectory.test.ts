import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  DATA_DIRECTORY_LOCK_FILE,
  type DataDirectoryLock,
  DataDirectoryLockedError,
  type LockHolder,
  lockDataDirectory,
} from './lockDataDirectory.ts';

function createDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carecall-lock-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function hold(lock: DataDirectoryLock): DataDirectoryLock {
  onTestFinished(() => lock.release());
  return lock;
}

/** The pid of a process that has already exited and been reaped. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no child pid');
  return pid;
}

function writeLockFile(dataDir: string, holder: Partial<LockHolder>): void {
  const record: LockHolder = {
    pid: deadPid(),
    hostname: hostname(),
    startedAt: '2026-01-01T00:00:00.000Z',
    processStart: null,
    token: 'an-earlier-holder',
    ...holder,
  };
  writeFileSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE), JSON.stringify(record));
}

function readLockFile(dataDir: string): LockHolder {
  return JSON.parse(readFileSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE), 'utf8'));
}

async function refusal(dataDir: string): Promise<DataDirectoryLockedError> {
  const error = await lockDataDirectory(dataDir).then(
    (lock) => {
      lock.release();
      return null;
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof DataDirectoryLockedError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('lockDataDirectory', () => {
  it('records who holds the directory and refuses a second holder, naming the directory and the pid', async () => {
    const dataDir = createDataDir();
    const lock = hold(await lockDataDirectory(dataDir));
    expect(readLockFile(dataDir)).toEqual({
      pid: process.pid,
      hostname: hostname(),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      processStart: existsSync('/proc/self/stat') ? expect.stringMatching(/^\d+$/) : null,
      token: lock.holder.token,
    });

    const error = await refusal(dataDir);
    expect(error.holder?.pid).toBe(process.pid);
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`pid ${process.pid}`);
  });

  it('is free again once released, and leaves no file behind', async () => {
    const dataDir = createDataDir();
    const first = await lockDataDirectory(dataDir);
    first.release();
    first.release();
    expect(readdirSync(dataDir)).toEqual([]);
    const second = hold(await lockDataDirectory(dataDir));
    expect(second.holder.token).not.toBe(first.holder.token);
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = createDataDir();
    writeLockFile(dataDir, {});
    const lock = hold(await lockDataDirectory(dataDir));
    expect(readLockFile(dataDir).token).toBe(lock.holder.token);
    expect(readdirSync(dataDir)).toEqual([DATA_DIRECTORY_LOCK_FILE]);
  });

  it.skipIf(!existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', async () => {
    const dataDir = createDataDir();
    writeLockFile(dataDir, { pid: process.pid, processStart: '1' });
    const lock = hold(await lockDataDirectory(dataDir));
    expect(readLockFile(dataDir).token).toBe(lock.holder.token);
  });

  it('refuses a lock of another host, which it cannot check, and says which file to delete', async () => {
    const dataDir = createDataDir();
    writeLockFile(dataDir, { hostname: 'another-host.example', pid: 4242 });
    const error = await refusal(dataDir);
    expect(error.message).toContain('pid 4242 on host another-host.example');
    expect(error.message).toContain(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE));
    expect(readLockFile(dataDir).token).toBe('an-earlier-holder');
  });

  it('refuses a lock file it cannot read rather than guessing', async () => {
    const dataDir = createDataDir();
    writeFileSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE), 'not json');
    const error = await refusal(dataDir);
    expect(error.holder).toBeNull();
    expect(error.message).toContain('cannot be read');
  });

  it('does not delete a lock that is no longer its own when released', async () => {
    const dataDir = createDataDir();
    const lock = await lockDataDirectory(dataDir);
    writeLockFile(dataDir, { pid: process.pid, token: 'someone-else' });
    lock.release();
    expect(readLockFile(dataDir).token).toBe('someone-else');
  });

  it('lets only one of two contenders that found the same stale lock win', async () => {
    const dataDir = createDataDir();
    writeLockFile(dataDir, {});
    let faster: DataDirectoryLock | null = null;
    // The slower contender has seen the stale lock; before it acts, the faster one takes it over and holds it.
    const slower = lockDataDirectory(dataDir, {
      beforeTakeover: async () => {
        if (!faster) faster = hold(await lockDataDirectory(dataDir));
      },
    });
    await expect(slower).rejects.toBeInstanceOf(DataDirectoryLockedError);
    expect(faster).not.toBeNull();
    expect(readLockFile(dataDir).token).toBe((faster as DataDirectoryLock | null)?.holder.token);
  });

  it('finishes a takeover that a crashed process left half done', async () => {
    const dataDir = createDataDir();
    writeLockFile(dataDir, { token: 'stale' });
    writeFileSync(
      path.join(dataDir, `${DATA_DIRECTORY_LOCK_FILE}.takeover-stale`),
      JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 'x', processStart: null, token: 'crashed' }),
    );
    const lock = hold(await lockDataDirectory(dataDir));
    expect(readLockFile(dataDir).token).toBe(lock.holder.token);
    expect(readdirSync(dataDir)).toEqual([DATA_DIRECTORY_LOCK_FILE]);
  });
});
