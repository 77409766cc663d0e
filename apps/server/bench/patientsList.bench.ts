import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { summarizeLatencies } from './measureLatencies.ts';

/**
 * The client list at scale: 10,000 clients in one organization, `GET /api/user/patient?format=portal_search` over
 * real HTTP from another process than the server's, four requests at a time, each timed to its last byte. Runs on
 * PGlite, or on PostgreSQL when BENCH_DATABASE_URL names a server. Prints p50 and p95; the target is p95 under 150 ms.
 */
const CLIENTS = 10_000;
const CONCURRENCY = 4;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARM_UP_REQUESTS = 20;
const engine = process.env.BENCH_DATABASE_URL?.trim() ? 'PostgreSQL' : 'PGlite';

let server: ChildProcess | null = null;
let url = '';
let headers: Record<string, string> = {};
let coldMs = Number.NaN;
const latencies: number[] = [];

async function startServer(): Promise<void> {
  const script = fileURLToPath(new URL('./serveClientList.ts', import.meta.url));
  server = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BENCH_CLIENTS: String(CLIENTS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout as NodeJS.ReadableStream });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(server, 'exit').then(([code]) => {
      throw new Error(`the bench server exited with ${code}`);
    }),
  ])) as [string];
  ({ url, headers } = JSON.parse(line) as { url: string; headers: Record<string, string> });
  // The first answer builds the organization's list (the cache is empty): the cost after every change.
  const started = performance.now();
  const check = (await (await fetch(url, { headers })).json()) as { patients?: unknown[] };
  coldMs = performance.now() - started;
  if (check.patients?.length !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, got ${check.patients?.length}`);
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await requestList();
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

/** One request, timed from sending to the last byte of the answer. */
async function requestList(): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.byteLength < CLIENTS * 100)
    throw new Error(`unexpected answer ${response.status} of ${body.byteLength} bytes`);
  return elapsed;
}

function report(): void {
  const summary = summarizeLatencies(latencies);
  console.log(
    `GET /api/user/patient?format=portal_search on ${engine}, ${CLIENTS} clients, ${CONCURRENCY} concurrent, ` +
      `${summary.count} requests: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, ` +
      `p99 ${summary.p99.toFixed(1)} ms, max ${summary.max.toFixed(1)} ms (target p95 < 150 ms); ` +
      `first answer after a change ${coldMs.toFixed(0)} ms`,
  );
}

describe(`client list, ${CLIENTS.toLocaleString('en-US')} clients (${engine})`, () => {
  let ready: Promise<void> | null = null;
  bench(
    `GET /api/user/patient?format=portal_search, ${CONCURRENCY} at a time`,
    async () => {
      const round = await Promise.all(Array.from({ length: CONCURRENCY }, () => requestList()));
      latencies.push(...round);
    },
    {
      iterations: ITERATIONS,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      // tinybench calls setup before warm-up and before the run: the server starts once.
      setup: async () => {
        ready ??= startServer();
        await ready;
      },
      teardown: async (_task, mode) => {
        if (mode !== 'run') return;
        report();
        await stopServer();
      },
    },
  );
});
