import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirectoryLockedError } from './db/lockDataDirectory.ts';
import { formatDemoBanner } from './demo/formatDemoBanner.ts';

/** Errors that mean "this start cannot work as set up": told in one sentence, without a stack, with status 1. */
function isStartRefusal(error: unknown): error is ConfigError | DataDirectoryLockedError {
  return error instanceof ConfigError || error instanceof DataDirectoryLockedError;
}

/** Starts the server from the environment; the entry point of `pnpm start`. */
async function main(): Promise<void> {
  let config: Config;
  let app: FastifyInstance;
  try {
    config = loadConfig();
    // In demo mode a person watches the start: each step is told on standard output as it begins (a first start
    // migrates, seeds and renders the demo recordings, which takes a while). Production writes only its JSON logs.
    const progress = config.production ? undefined : (line: string) => process.stdout.write(`${line}\n`);
    app = await buildApp(config, { deferBackgroundWork: true, ...(progress ? { onProgress: progress } : {}) });
  } catch (error) {
    if (isStartRefusal(error)) {
      process.stderr.write(`CareCall cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.production) process.stdout.write(`${formatDemoBanner(config, app.startInfo.portalServed)}\n`);
  // The job workers, the start-up planning and the demo recordings start once the server answers, so the portal is
  // served while they run.
  await app.startBackgroundWork();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CareCall failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
