import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/** A server built in this process for a bench, with the data directory it owns. */
export interface BenchApp {
  app: FastifyInstance;
  /** Closes the server, then removes its data directory. */
  close: () => Promise<void>;
}

/**
 * Builds the server as a bench measures it: silent, on a port of its own choosing, with no portal and a fresh data
 * directory under the system's temporary folder (`carecall-<name>-bench-…`), so runs never share state. `env` adds
 * configuration on top; `options` go to `buildApp` as given, with the logger off.
 */
export async function startBenchApp(
  name: string,
  options: BuildAppOptions,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `carecall-${name}-bench-`));
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent', DATA_DIR: dataDir, ...env },
    [],
  );
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
