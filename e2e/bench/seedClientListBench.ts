/**
 * Prepares a server data directory for the client-list benchmark, in its own process so the embedded database is
 * closed before the server opens it: the app migrates and seeds the demo data as at a normal start, then the
 * server's own bench seeding (`apps/server/bench/seedBenchClients.ts`) adds one organization, 'Bench Care', with
 * BENCH_CLIENTS (10,000) clients, joined by operator@demo.test. Prints the organization id.
 *
 * Usage: `node --import tsx e2e/bench/seedClientListBench.ts <dataDir>` from the repository root.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface BenchApp {
  services: { db: unknown };
  close(): Promise<void>;
}

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seedClientListBench.ts <dataDir>');
const clients = Number(process.env.BENCH_CLIENTS ?? 10_000);
const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');
// Loaded by path at run time: the server's modules are the server package's, not part of this package's typecheck.
const load = (file: string) => import(pathToFileURL(path.join(serverRoot, file)).href);
const { loadConfig } = (await load('src/config.ts')) as {
  loadConfig(env: Record<string, string>, argv: string[]): unknown;
};
const { buildApp } = (await load('src/app.ts')) as {
  buildApp(config: unknown, options: { logger: false }): Promise<BenchApp>;
};
const { seedBenchClients } = (await load('bench/seedBenchClients.ts')) as {
  seedBenchClients(db: unknown, count: number, memberEmail: string): Promise<number>;
};

const config = loadConfig(
  {
    PORT: '3000',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORTAL_DIR: '/nonexistent',
  },
  [],
);
const app = await buildApp(config, { logger: false });
const organizationId = await seedBenchClients(app.services.db, clients, 'operator@demo.test');
await app.close();
process.stdout.write(`${organizationId}\n`);
