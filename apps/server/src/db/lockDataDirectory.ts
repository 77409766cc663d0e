import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/** The file inside a PGlite data directory that says which server process has it open. */
export const DATA_DIRECTORY_LOCK_FILE = 'carecall-server.lock';

const holderSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  startedAt: z.string(),
  /** The kernel's start time of the process (Linux `/proc/<pid>/stat`), so a reused pid is not taken for the holder. */
  processStart: z.string().nullable(),
  /** Unique per acquisition: tells this holder's file apart from any later one at the same path. */
  token: z.string().min(1),
});

/** What a lock file records about the process holding it. */
export type LockHolder = z.infer<typeof holderSchema>;

/** Thrown when another live process holds the data directory; the server refuses to start rather than share it. */
export class DataDirectoryLockedError extends Error {
  readonly dataDir: string;
  readonly lockFile: string;
  /** The holder as its lock file records it; null when the file cannot be read. */
  readonly holder: LockHolder | null;

  constructor(dataDir: string, lockFile: string, holder: LockHolder | null) {
    super(describeLockedDirectory(dataDir, lockFile, holder));
    this.name = 'DataDirectoryLockedError';
    this.dataDir = dataDir;
    this.lockFile = lockFile;
    this.holder = holder;
  }
}

function describeLockedDirectory(dataDir: string, lockFile: string, holder: LockHolder | null): string {
  if (!holder) {
    return `The data directory ${dataDir} is locked by ${lockFile}, which cannot be read. If no CareCall server uses the directory, delete that file.`;
  }
  const where = holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`;
  const advice =
    where === ''
      ? 'Stop that server first, or set DATA_DIR to another directory.'
      : `This host cannot tell whether it still runs: stop it, or if it no longer runs, delete ${lockFile}.`;
  return `The data directory ${dataDir} is in use by a CareCall server (pid ${holder.pid}${where}, started ${holder.startedAt}). ${advice}`;
}

/** An exclusive hold on a data directory; released on `release()` or, at the latest, when the process exits. */
export interface DataDirectoryLock {
  readonly lockFile: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this hold's; safe to call more than once. */
  release(): void;
}

/** Options of {@link lockDataDirectory}. */
export interface LockDataDirectoryOptions {
  /**
   * Called after a stale lock was found and before it is taken over, so tests can let a competitor act in between.
   */
  beforeTakeover?: (stale: LockHolder) => void | Promise<void>;
}

/** How many times a contended acquisition looks again before giving up. */
const MAX_ATTEMPTS = 100;
/** How long to wait while another process is in the middle of taking over a stale lock (a few system calls). */
const TAKEOVER_WAIT_MS = 20;
/** A takeover of a takeover can only be left behind by a crash inside a few system calls; deeper nesting is a bug. */
const MAX_TAKEOVER_DEPTH = 4;

/** Reads the kernel's start time of a process, in clock ticks since boot; null where `/proc` is not available. */
function readProcessStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the fields after the command name, which may contain spaces, start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

const ownProcessStart = readProcessStart(process.pid);
const ownStartedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();

/**
 * Whether the process a lock file names still runs. A holder on another host cannot be checked and counts as
 * alive. On this host `process.kill(pid, 0)` answers; where `/proc` is readable, a live pid whose start time differs
 * from the recorded one is a different process that reused the pid.
 */
function isHolderAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (holder.processStart === null) return true;
  const current = readProcessStart(holder.pid);
  return current === null || current === holder.processStart;
}

type ReadResult = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'held'; holder: LockHolder };

function readLockFile(lockFile: string): ReadResult {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? { kind: 'held', holder: parsed.data } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
}

/**
 * Creates `file` holding `holder`, only if no such file exists: the record is written in full to a private file
 * first, then hard-linked into place, which fails when the name is taken. No reader ever sees a half-written lock.
 */
function createExclusively(file: string, holder: LockHolder): boolean {
  const scratch = `${file}.${holder.token}.tmp`;
  const descriptor = openSync(scratch, 'wx', 0o644);
  try {
    writeSync(descriptor, `${JSON.stringify(holder)}\n`);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(scratch, file);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    unlinkSync(scratch);
  }
}

function newHolder(): LockHolder {
  return {
    pid: process.pid,
    hostname: hostname(),
    startedAt: ownStartedAt,
    processStart: ownProcessStart,
    token: randomUUID(),
  };
}

class LockBusyError extends Error {
  readonly holder: LockHolder | null;

  constructor(holder: LockHolder | null) {
    super('the lock is held');
    this.holder = holder;
  }
}

/**
 * Takes `file` exclusively, taking over a lock whose holder is dead. Two processes that find the same stale lock
 * must not both win: deleting it by name could delete the new lock the faster one just created. So whoever removes
 * a stale lock first takes a second lock named after the stale one's token (by this same procedure, so a takeover
 * left behind by a crash is itself taken over), checks under it that the file still carries that token, and only
 * then deletes it; everyone then races to create the file again, and exactly one link succeeds.
 */
async function acquireLockFile(file: string, options: LockDataDirectoryOptions, depth: number): Promise<LockHolder> {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`Cannot take over the stale lock ${file}: nested too deeply`);
  const holder = newHolder();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (createExclusively(file, holder)) return holder;
    const found = readLockFile(file);
    if (found.kind === 'absent') continue;
    if (found.kind === 'unreadable') throw new LockBusyError(null);
    if (isHolderAlive(found.holder)) throw new LockBusyError(found.holder);
    await options.beforeTakeover?.(found.holder);
    const stale = found.holder;
    const takeoverFile = `${file}.takeover-${stale.token}`;
    let takeover: LockHolder;
    try {
      takeover = await acquireLockFile(takeoverFile, {}, depth + 1);
    } catch (error) {
      if (!(error instanceof LockBusyError)) throw error;
      // Another process is taking this stale lock over right now; look again once it is done.
      await sleep(TAKEOVER_WAIT_MS);
      continue;
    }
    try {
      const current = readLockFile(file);
      if (current.kind === 'held' && current.holder.token === stale.token) unlinkIfPresent(file);
    } finally {
      releaseLockFile(takeoverFile, takeover.token);
    }
  }
  throw new Error(`Cannot take the lock ${file}: it kept changing hands`);
}

function releaseLockFile(file: string, token: string): void {
  const current = readLockFile(file);
  if (current.kind === 'held' && current.holder.token === token) unlinkIfPresent(file);
}

const heldLocks = new Map<string, string>();
let exitHookInstalled = false;

/** Releases what a process still holds when it exits without closing (an uncaught error, `process.exit`). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, token] of heldLocks) releaseLockFile(file, token);
  });
}

/**
 * Holds the PGlite data directory `dataDir` exclusively for this process. PGlite itself does not lock it, and two
 * processes on one directory each keep their own view of the database and overwrite each other's files, losing
 * acknowledged writes. The lock file records pid, host, start time and a token; a lock whose process is gone is
 * taken over. Throws {@link DataDirectoryLockedError} while a live process holds it.
 */
export async function lockDataDirectory(
  dataDir: string,
  options: LockDataDirectoryOptions = {},
): Promise<DataDirectoryLock> {
  const lockFile = path.join(dataDir, DATA_DIRECTORY_LOCK_FILE);
  let holder: LockHolder;
  try {
    holder = await acquireLockFile(lockFile, options, 0);
  } catch (error) {
    if (error instanceof LockBusyError) throw new DataDirectoryLockedError(dataDir, lockFile, error.holder);
    throw error;
  }
  heldLocks.set(lockFile, holder.token);
  installExitHook();
  return {
    lockFile,
    holder,
    release() {
      if (heldLocks.get(lockFile) !== holder.token) return;
      heldLocks.delete(lockFile);
      releaseLockFile(lockFile, holder.token);
    },
  };
}
