import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { DATA_DIRECTORY_LOCK_FILE, type LockHolder } from '../src/db/lockDataDirectory.ts';
import { getFreePort } from './browserSession.ts';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 90_000;

function createDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carecall-lock-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Fills a data directory from the run's migrated and seeded snapshot, so the server does not seed it again. */
async function loadSeededSnapshot(dataDir: string): Promise<void> {
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const engine = await PGlite.create({ dataDir, loadDataDir: new Blob([snapshot]) });
  await engine.close();
}

function readLockFile(dataDir: string): LockHolder {
  return JSON.parse(readFileSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE), 'utf8'));
}

interface ServerProcess {
  child: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs the real server entry (`src/main.ts`, as `pnpm --filter @carecall/server start` does) in demo mode. */
async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID', 'CORS_ORIGINS']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORTAL_DIR: '/nonexistent/carecall-portal',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, base, output: () => output, exited };
}

/** How a start ends: serving (`/healthz` answers 200), or the process's exit status. */
async function startOutcome(server: ServerProcess): Promise<'serving' | number | null> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
    try {
      if ((await fetch(`${server.base}/healthz`)).status === 200) return 'serving';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server neither answered /healthz nor exited:\n${server.output()}`);
}

async function waitForHealth(server: ServerProcess): Promise<void> {
  const outcome = await startOutcome(server);
  if (outcome !== 'serving') throw new Error(`the server exited with ${outcome}:\n${server.output()}`);
}

describe('one data directory, one server process', () => {
  it('refuses a second server on a directory in use, and a new start takes over after the first is killed', {
    timeout: 4 * START_TIMEOUT_MS,
  }, async () => {
    const dataDir = createDataDir();
    await loadSeededSnapshot(dataDir);
    const first = await spawnServer(dataDir);
    await waitForHealth(first);

    const second = await spawnServer(dataDir);
    expect(await startOutcome(second)).toBe(1);
    expect(second.output()).toContain('CareCall cannot start.');
    expect(second.output()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    // The first server was left alone and still serves.
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
    expect(readLockFile(dataDir).pid).toBe(first.child.pid);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(readLockFile(dataDir).pid).toBe(first.child.pid);

    const third = await spawnServer(dataDir);
    await waitForHealth(third);
    expect(readLockFile(dataDir).pid).toBe(third.child.pid);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE))).toBe(false);
  });

  it('lets exactly one of several processes take over a stale lock at once', { timeout: 120_000 }, async () => {
    const CONTENDERS = 5;
    const ROUNDS = 8;
    const contenders = Array.from({ length: CONTENDERS }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/lockContender.ts'], {
        cwd: SERVER_ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      onTestFinished(() => {
        child.stdin?.end();
        child.kill();
      });
      const lines: Interface = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      const iterator = lines[Symbol.asyncIterator]();
      const next = async () => {
        const { value, done } = await iterator.next();
        if (done) throw new Error('a contender exited');
        return value as string;
      };
      return { child, next, send: (line: string) => child.stdin?.write(`${line}\n`) };
    });
    for (const contender of contenders) expect(await contender.next()).toBe('ready');

    for (let round = 0; round < ROUNDS; round += 1) {
      const dataDir = createDataDir();
      const { pid: deadPid } = spawnSync(process.execPath, ['-e', '']);
      const stale: LockHolder = {
        pid: deadPid ?? 0,
        hostname: hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
        processStart: null,
        token: `stale-${round}`,
      };
      writeFileSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE), JSON.stringify(stale));

      for (const contender of contenders) contender.send(`go ${dataDir}`);
      const results = await Promise.all(
        contenders.map(async (contender) => ({ pid: contender.child.pid, ...JSON.parse(await contender.next()) })),
      );
      const winners = results.filter((result) => result.won === true);
      expect(winners, JSON.stringify(results)).toHaveLength(1);
      const winner = winners[0]?.pid;
      expect(readLockFile(dataDir).pid).toBe(winner);
      for (const result of results) {
        if (result.pid !== winner) expect(result).toEqual({ pid: result.pid, refusedBy: winner });
      }

      for (const contender of contenders) contender.send('release');
      for (const contender of contenders) expect(JSON.parse(await contender.next())).toEqual({ released: true });
      expect(existsSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE))).toBe(false);
    }
  });
});
