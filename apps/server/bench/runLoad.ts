import { type Agent, request } from 'node:http';
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
