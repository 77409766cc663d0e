/**
 * `pnpm bench` for a client's calls list under load: `GET /api/user/patient/{id}/call/calls` (as the portal's call
 * page asks for it, as the client page's newest calls ask for one, and filtered to answered calls) and its `/lean`
 * variant, for a client with 200 calls (`seedBenchCalls`), at 50 concurrent keep-alive connections from a node:http
 * load loop (`runLoad`) over loopback to the server listening in its own process (`serveCallsList.ts`), on PGlite and
 * on PostgreSQL. Prints requests a second, p50, p95 and p99 of every run, the answer's size and the server's CPU per
 * request, which shows whether the cost follows what is answered (`limit=1` against the whole list).
 * Budget: p95 under 150 ms at 50 connections for every run, on both databases; exits 1 when one is missed.
 *
 * PostgreSQL: a scratch database created on BENCH_DATABASE_URL's server (default
 * `postgres://postgres@127.0.0.1:5432/postgres`) and dropped afterwards; `BENCH_DATABASE_URL=off` or a server that
 * does not answer skips it. `BENCH_DURATION` (seconds per run, default 10), `BENCH_CONNECTIONS` (default `50`) and
 * `BENCH_CALLS` (default 200) change the sizes; `BENCH_NODE_ARGS` passes flags to the server process (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { availableParallelism } from 'node:os';
import { summarizeLatencies } from './measureLatencies.ts';
import { readProcessCpuMs } from './readProcessCpuMs.ts';
import { canReachPostgres, runLoad, startBenchChild, stopBenchChild } from './runLoad.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 3;
const SERVER_WARM_UP_SECONDS = 5;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50').split(',').map(Number);
const P95_BUDGET_MS = 150;
const BUDGET_CONNECTIONS = 50;
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const postgresSetting = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

interface BenchServer {
  child: ChildProcess;
  base: string;
  headers: Record<string, string>;
  patientId: number;
}

interface RunResult {
  engine: string;
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  bytesPerAnswer: number;
  serverCpuMicros: number | null;
}

function startServer(databaseUrl: string | null): Promise<BenchServer> {
  return startBenchChild<Omit<BenchServer, 'child'>>(new URL('./serveCallsList.ts', import.meta.url), databaseUrl, {
    BENCH_CALLS: String(CALLS),
  });
}

/** Reads a list once and checks it answers the calls a run expects, so a run never measures an error. */
async function checkList(server: BenchServer, path: string, expected: number): Promise<void> {
  const response = await fetch(`${server.base}${path}`, { headers: server.headers });
  const body = (await response.json()) as { calls?: unknown[] };
  if (response.status !== 200 || body.calls?.length !== expected)
    throw new Error(`${path} answered ${response.status} with ${body.calls?.length} calls, expected ${expected}`);
}

async function measure(
  server: BenchServer,
  engine: string,
  label: string,
  path: string,
  connections: number,
  seconds = DURATION_SECONDS,
): Promise<RunResult> {
  const url = `${server.base}${path}`;
  const headers = { ...server.headers, ...BROWSER_HEADERS };
  // The warm-up opens the connections the run then uses, as a browser fleet behind a proxy keeps them open.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  await runLoad({ url, headers, agent, connections, seconds: WARM_UP_SECONDS });
  const cpuBefore = await readProcessCpuMs(server.child.pid);
  const run = await runLoad({ url, headers, agent, connections, seconds });
  const cpuAfter = await readProcessCpuMs(server.child.pid);
  agent.destroy();
  const summary = summarizeLatencies(run.latencies);
  const count = Math.max(run.latencies.length, 1);
  return {
    engine,
    label,
    connections,
    requestsPerSecond: run.requestsPerSecond,
    p50: summary.p50,
    p95: summary.p95,
    p99: summary.p99,
    max: summary.max,
    failures: run.failures,
    bytesPerAnswer: run.bytes / count,
    serverCpuMicros: cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / count : null,
  };
}

function formatResult(result: RunResult): string {
  const size =
    result.bytesPerAnswer >= 10_000
      ? `${(result.bytesPerAnswer / 1_000_000).toFixed(2)} MB`
      : `${(result.bytesPerAnswer / 1_000).toFixed(1)} kB`;
  return [
    `${result.label}, ${result.connections} connections:`,
    `${result.requestsPerSecond.toFixed(0)} req/s,`,
    `p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms,`,
    `max ${result.max.toFixed(0)} ms, ${result.failures} failed, ${size} an answer`,
    ...(result.serverCpuMicros === null ? [] : [`, server CPU ${result.serverCpuMicros.toFixed(0)} µs/request`]),
  ].join(' ');
}

async function benchEngine(engine: string, databaseUrl: string | null): Promise<RunResult[]> {
  process.stdout.write(`\n${engine}: seeding a client with ${CALLS} calls…\n`);
  const server = await startServer(databaseUrl);
  const results: RunResult[] = [];
  try {
    const list = `/api/user/patient/${server.patientId}/call/calls`;
    const scenarios: [string, string, number][] = [
      [`whole list, ${CALLS} calls (limit=1000)`, `${list}?limit=1000&order=DESC`, CALLS],
      ['newest call (limit=1)', `${list}?limit=1&order=DESC`, 1],
      ['answered calls, 20 newest', `${list}?status=answered&limit=20`, Math.min(20, CALLS)],
      [`lean list, ${CALLS} calls`, `${list}/lean?limit=1000`, CALLS],
    ];
    for (const [, path, expected] of scenarios) await checkList(server, path, expected);
    // A server that has just seeded still optimises its request path for several thousand requests; the first
    // measured run would pay for it alone.
    await measure(server, engine, 'warm-up', scenarios[0]?.[1] ?? list, BUDGET_CONNECTIONS, SERVER_WARM_UP_SECONDS);
    for (const [label, path] of scenarios) {
      for (const connections of CONNECTIONS) {
        const result = await measure(server, engine, label, path, connections);
        results.push(result);
        process.stdout.write(`  ${formatResult(result)}\n`);
      }
    }
  } finally {
    await stopBenchChild(server);
  }
  return results;
}

async function main(): Promise<void> {
  const [load1] = (await readFile('/proc/loadavg', 'utf8').catch(() => '')).split(' ');
  const machine = [`Node ${process.version}`, `${availableParallelism()} cores`];
  if (load1) machine.push(`load average ${load1} at start`);
  process.stdout.write(`@carecall/server calls list under load (${machine.join(', ')}; ${DURATION_SECONDS} s a run)\n`);
  const results = await benchEngine('PGlite', null);
  if (postgresSetting === 'off') process.stdout.write('\nPostgreSQL: skipped (BENCH_DATABASE_URL=off)\n');
  else if (!(await canReachPostgres(postgresSetting)))
    process.stdout.write(`\nPostgreSQL: skipped (no server answers at ${new URL(postgresSetting).host})\n`);
  else results.push(...(await benchEngine('PostgreSQL', postgresSetting)));

  process.stdout.write('\n');
  for (const result of results.filter((run) => run.connections === BUDGET_CONNECTIONS)) {
    const ok = result.p95 < P95_BUDGET_MS && result.failures === 0;
    process.stdout.write(
      `  ${ok ? 'PASS' : 'MISS'}  ${result.engine}, ${result.label}, ${BUDGET_CONNECTIONS} connections: ` +
        `p95 ${result.p95.toFixed(0)} ms (budget p95 < ${P95_BUDGET_MS} ms)\n`,
    );
    if (!ok) process.exitCode = 1;
  }
}

await main();
