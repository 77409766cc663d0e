/**
 * `pnpm bench` for a restart: how long `pnpm start` from the repository root takes to serve again on existing data,
 * timed from the command until `/healthz` answers 200. One start on a fresh data directory seeds it first (and builds
 * the portal or the server bundle if their sources changed); then `BENCH_RESTARTS` (5) restarts are timed. Budget:
 * 3 s. Besides the wall time it prints the CPU time of the whole command (pnpm, its shell and the server), which other
 * work on the machine does not inflate as much. Prints a table and exits 1 when the budget is missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIRECTORY_LOCK_FILE } from '../src/db/lockDataDirectory.ts';
import { getFreePort } from '../test/browserSession.ts';
import { summarizeLatencies } from './measureLatencies.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RESTART_BUDGET_MS = 3_000;
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const START_TIMEOUT_MS = 300_000;

interface ProcessStat {
  pid: number;
  parent: number;
  cpuMs: number;
}

/** Every process's parent and CPU time from /proc; empty where /proc is not available. */
function readProcessTable(): ProcessStat[] {
  if (!existsSync('/proc')) return [];
  const stats: ProcessStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        // Its own user and system time and that of its children that ended (a portal build, pnpm's helpers).
        cpuMs: ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / 100,
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return stats;
}

/** CPU time used so far by a process and all its descendants; null without /proc. */
function readTreeCpuMs(rootPid: number): number | null {
  const table = readProcessTable();
  if (table.length === 0) return null;
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, parent } of table) {
      if (inTree.has(parent) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return table.filter(({ pid }) => inTree.has(pid)).reduce((sum, { cpuMs }) => sum + cpuMs, 0);
}

interface Start {
  child: ChildProcess;
  ms: number;
  cpuMs: number | null;
}

/** Runs `pnpm start` as a user would, in its own process group so that stopping it reaches the server too. */
async function start(dataDir: string): Promise<Start> {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID', 'PORTAL_DIR']) {
    delete env[name];
  }
  const started = performance.now();
  const child = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`pnpm start did not serve within ${START_TIMEOUT_MS} ms:\n${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  return { child, ms, cpuMs: child.pid === undefined ? null : readTreeCpuMs(child.pid) };
}

/** Stops the whole command with SIGTERM, as Ctrl-C would, and waits until the server has let go of the data. */
async function stop({ child }: Start, dataDir: string): Promise<void> {
  if (child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await exited;
  while (existsSync(path.join(dataDir, DATA_DIRECTORY_LOCK_FILE))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carecall-restart-bench-'));
  try {
    process.stdout.write('Seeding a data directory with a first `pnpm start`…\n');
    const first = await start(dataDir);
    process.stdout.write(`  first start (fresh data directory): ${format(first.ms)}\n`);
    await stop(first, dataDir);

    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RESTARTS; run += 1) {
      const restart = await start(dataDir);
      wall.push(restart.ms);
      if (restart.cpuMs !== null) cpu.push(restart.cpuMs);
      await stop(restart, dataDir);
    }
    const median = summarizeLatencies(wall).p50;
    const ok = median < RESTART_BUDGET_MS;
    const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    const machine = [`Node ${process.version}`, `${availableParallelism()} cores`];
    if (load1) machine.push(`load average ${load1}`);
    process.stdout.write(`\n\`pnpm start\` restart benchmark (${machine.join(', ')})\n`);
    process.stdout.write(
      `  ${ok ? 'PASS' : 'MISS'}  restart on existing data, command to /healthz 200\n` +
        `        median ${format(median)} of ${wall.length} (${wall.map(format).join(', ')})` +
        `${cpu.length > 0 ? `, CPU of the command ${format(summarizeLatencies(cpu).p50)}` : ''}` +
        `  (budget < ${format(RESTART_BUDGET_MS)})\n`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
