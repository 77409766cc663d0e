import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { formatDemoBanner } from './demo/formatDemoBanner.ts';

/** Starts the server from the environment; the entry point of `pnpm start`. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`CareCall cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.production) process.stdout.write(`${formatDemoBanner(config, app.startInfo.portalServed)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `CareCall failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
