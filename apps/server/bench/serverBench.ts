/**
 * `pnpm bench` for the server: measures what a user feels, over real processes and real sockets.
 *
 * 1. Cold start: `node --import tsx src/main.ts` (the server run from its sources, as the browser tests start it;
 *    `pnpm start` runs a bundle, measured by restartBench.ts) on an existing data directory, timed from spawn until
 *    `/healthz` answers 200. Budget: 5 s.
 * 2. An authenticated `GET /api/user/settings` under 200 concurrent keep-alive connections from this process to the
 *    server process over loopback: 5,000 warm-up requests (connections opened, code optimised), then 10,000 measured;
 *    p50, p95, p99, and the server's CPU time per request. Budget: p99 under 50 ms.
 *
 * Prints a table and exits 1 when a budget is missed. `BENCH_REQUESTS`, `BENCH_WARM_UP`, `BENCH_CONCURRENCY` and
 * `BENCH_STARTS` change the sizes; `BENCH_NODE_ARGS` passes flags to the server process (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort } from '../test/browserSession.ts';
import { summarizeLatencies } from './measureLatencies.ts';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COLD_START_BUDGET_MS = 5_000;
const P99_BUDGET_MS = 50;
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
/** Enough for V8 to optimise the request path: measured from a fresh process it costs about 60% more at first. */
const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP ?? 5_000);

interface RunningServer {
  child: ChildProcess;
  base: string;
  startMs: number;
  /** CPU time the server process spent until it answered, which other processes on the machine do not inflate. */
  startCpuMs: number | null;
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const nodeArguments = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArguments, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
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
  await waitForHealth(base, child, () => output);
  const startMs = performance.now() - started;
  return { child, base, startMs, startCpuMs: await readProcessCpuMs(child.pid) };
}

async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** CPU time (user + system) a process has used so far, from /proc; null where /proc is not available. */
async function readProcessCpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : null;
  } catch {
    return null;
  }
}

async function signIn(base: string): Promise<{ token: string; deviceId: string }> {
  const response = await fetch(`${base}/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@demo.test' }),
  });
  if (!response.ok) throw new Error(`POST /dev/token answered ${response.status}`);
  const body = (await response.json()) as { access_token: string; device_id: string };
  return { token: body.access_token, deviceId: body.device_id };
}

/** Sends `total` requests over the agent's keep-alive connections, `concurrency` requests in flight at a time. */
async function load(agent: Agent, base: string, headers: Record<string, string>, total: number, concurrency: number) {
  const url = new URL('/api/user/settings', base);
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const outgoing = request(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== 200) failures += 1;
          resolve();
        });
      });
      outgoing.on('error', () => {
        failures += 1;
        resolve();
      });
      outgoing.end();
    });
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      await once();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  return { ...summarizeLatencies(latencies), failures, throughput: (latencies.length / elapsedMs) * 1000 };
}

const format = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-bench-'));
  try {
    process.stdout.write('Preparing a data directory (first start migrates and seeds)…\n');
    const first = await startServer(dataDir);
    process.stdout.write(`  first start on an empty directory: ${format(first.startMs)}\n`);
    await stopServer(first);

    const starts: number[] = [];
    const startCpu: number[] = [];
    let server: RunningServer | null = null;
    for (let run = 0; run < STARTS; run += 1) {
      if (server) await stopServer(server);
      server = await startServer(dataDir);
      starts.push(server.startMs);
      if (server.startCpuMs !== null) startCpu.push(server.startCpuMs);
    }
    if (!server) throw new Error('no server started');
    const coldStart = summarizeLatencies(starts).p50;

    const { token, deviceId } = await signIn(server.base);
    const headers = { authorization: `Bearer ${token}`, 'device-id': deviceId };
    // One pool of keep-alive connections, as a browser fleet behind a proxy holds them: the warm-up opens them.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    await load(agent, server.base, headers, WARM_UP_REQUESTS, CONCURRENCY);
    const cpuBefore = await readProcessCpuMs(server.child.pid);
    const clientCpu = process.cpuUsage();
    const result = await load(agent, server.base, headers, REQUESTS, CONCURRENCY);
    const { user: clientUser, system: clientSystem } = process.cpuUsage(clientCpu);
    const cpuAfter = await readProcessCpuMs(server.child.pid);
    const cpuPerRequest =
      cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / Math.max(result.count, 1) : null;
    agent.destroy();
    await stopServer(server);

    const rows: [string, string, string, boolean][] = [
      [
        'cold start from source with tsx (existing data dir)',
        `${format(coldStart)} median of ${starts.length} (${starts.map((ms) => ms.toFixed(0)).join(', ')})${
          startCpu.length > 0 ? `, server CPU ${format(summarizeLatencies(startCpu).p50)}` : ''
        }`,
        `< ${COLD_START_BUDGET_MS} ms`,
        coldStart < COLD_START_BUDGET_MS,
      ],
      [
        `GET /api/user/settings, ${CONCURRENCY} concurrent, ${result.count} requests`,
        [
          `p50 ${format(result.p50)}`,
          `p95 ${format(result.p95)}`,
          `p99 ${format(result.p99)}`,
          `max ${format(result.max)}`,
          `${result.throughput.toFixed(0)} req/s`,
          `${result.failures} failed`,
          ...(cpuPerRequest === null ? [] : [`server CPU ${(cpuPerRequest * 1000).toFixed(0)} µs/request`]),
          `load generator CPU ${((clientUser + clientSystem) / Math.max(result.count, 1)).toFixed(0)} µs/request`,
        ].join(', '),
        `p99 < ${P99_BUDGET_MS} ms`,
        result.p99 < P99_BUDGET_MS && result.failures === 0,
      ],
    ];
    const [load1] = (await readFile('/proc/loadavg', 'utf8').catch(() => '')).split(' ');
    const machine = [`Node ${process.version}`, `${availableParallelism()} cores`];
    if (load1) machine.push(`load average ${load1}`);
    process.stdout.write(`\n@carecall/server benchmarks (${machine.join(', ')})\n`);
    for (const [what, measured, budget, ok] of rows) {
      process.stdout.write(`  ${ok ? 'PASS' : 'MISS'}  ${what}\n        ${measured}  (budget ${budget})\n`);
    }
    if (rows.some(([, , , ok]) => !ok)) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
