import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './findFreePort.ts';
import { REPO_ROOT, RESULTS_DIR } from './repoPaths.ts';

/** A server started for a test run; `stop` ends it and removes its data. */
export interface RunningServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Fills the fresh data directory before the server opens it, e.g. with a benchmark's clients. */
  prepareDataDir?: (dataDir: string) => void;
}

const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** Variables that would point the server away from demo mode, its built-in provider or its own data. */
const FOREIGN_VARIABLES = ['DATABASE_URL', 'OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID', 'CORS_ORIGINS', 'HOST'];

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up (exit ${child.exitCode ?? child.signalCode}); see ${logFile}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) in demo mode on a free port with a fresh data
 * directory, so every run signs in against freshly seeded demo data with nothing left from a previous run. It serves
 * a copy of `apps/portal/dist` taken at start.
 *
 * `TRUST_PROXY` is on so each browser context can present its own client address (`X-Forwarded-For`): the server
 * rate-limits sign-in and second-factor calls per address, and a run signs in more often per minute than one person
 * at one desk would.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const runDir = mkdtempSync(path.join(tmpdir(), 'carecall-e2e-'));
  const dataDir = path.join(runDir, 'data');
  options.prepareDataDir?.(dataDir);
  // The run serves its own copy of the portal bundle, so a rebuild of apps/portal/dist during the run (another
  // terminal, an editor's watcher) cannot pull the lazily loaded chunks from under an open page.
  const portalDir = path.join(runDir, 'portal');
  const builtPortal = path.join(REPO_ROOT, 'apps/portal/dist');
  if (existsSync(builtPortal)) cpSync(builtPortal, portalDir, { recursive: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_VARIABLES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    PORTAL_DIR: portalDir,
    TRUST_PROXY: 'true',
  });

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    log.end();
    rmSync(runDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}
