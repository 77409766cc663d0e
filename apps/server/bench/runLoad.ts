import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Keeps `connections` requests in flight over one keep-alive pool for `seconds`, each connection sending its next
 * request as soon as the previous answer's last byte arrived; requests still running at the end are waited for and
 * counted, so slow answers are not cut off. Bodies are counted, never decoded: autocannon turns every body into a
 * string, which cost 2.4 ms of the load generator's CPU per 60 kB compressed answer here (node:http 0.7 ms), so it
 * measured itself more than the server.
 */
export async function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  agent: Agent;
  connections: number;
  seconds: number;
}): Promise<{ latencies: number[]; failures: number; requestsPerSecond: number; bytes: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const outgoing = request(options.url, { agent: options.agent, headers: options.headers }, (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
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
  const connection = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { latencies, failures, requestsPerSecond: latencies.length / elapsedSeconds, bytes };
}

/** Whether the PostgreSQL server answers, so a machine without one still gets the PGlite figures. */
export async function canReachPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A bench server in a child process: it prints one JSON line (where it listens, how to call it) once ready. */
export interface BenchChild {
  child: ChildProcess;
}

/**
 * Starts `script` (a bench server of this folder) with tsx in a child process, with `env` added and
 * `BENCH_DATABASE_URL` set to `databaseUrl` (PGlite when null), and answers the JSON line it prints once ready.
 */
export async function startBenchChild<T extends object>(
  script: URL,
  databaseUrl: string | null,
  extraEnv: Record<string, string>,
): Promise<BenchChild & T> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl;
  else delete env.BENCH_DATABASE_URL;
  const nodeArguments = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArguments, '--import', 'tsx', fileURLToPath(script)], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the bench server exited with ${code}`);
    }),
  ])) as [string];
  return { child, ...(JSON.parse(line) as T) };
}

/** Stops a bench server started by {@link startBenchChild} and waits for it to exit. */
export async function stopBenchChild({ child }: BenchChild): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
