import type { Command } from 'commander';
import { CliError } from '../../cliError.ts';

/** Where `carecall questionnaires` talks to when nothing says otherwise: `pnpm start`'s address. */
export const DEFAULT_SERVER = 'http://localhost:3000';

/** The connection options as commander parsed them. */
export interface RemoteOptionValues {
  server?: string;
  token?: string;
  deviceId?: string;
  org?: string;
}

/** A server to call, with the caller's credentials and organization, every value checked. */
export interface Remote {
  server: string;
  token: string;
  deviceId: string;
  /** The organization to act in (`organization-id`); the user's default when absent. */
  organizationId: number | undefined;
}

/** Adds the connection options every remote command takes; each falls back to its environment variable. */
export function addRemoteOptions(command: Command): Command {
  return command
    .option('--server <url>', `server address (env CARECALL_SERVER, default ${DEFAULT_SERVER})`)
    .option('--token <token>', 'access token (env CARECALL_TOKEN)')
    .option('--device-id <id>', 'the device id that came with the token (env CARECALL_DEVICE_ID)')
    .option('--org <id>', "organization to act in (env CARECALL_ORG, default the user's own)");
}

/** Reads an organization id given on the command line: digits only, else a usage error naming the option. */
export function parseOrganizationOption(value: string, option: string): number {
  if (!/^\d{1,9}$/.test(value.trim())) throw new CliError(`${option} must be an organization id (got "${value}")`);
  return Number(value.trim());
}

/**
 * Resolves the connection from the options, then the environment (`CARECALL_SERVER`, `CARECALL_TOKEN`,
 * `CARECALL_DEVICE_ID`, `CARECALL_ORG`), then the default server. A missing token or device id, a server that is not
 * an http(s) address or an organization that is not an id is a usage error (exit 2) before anything is sent.
 */
export function resolveRemote(values: RemoteOptionValues, env: NodeJS.ProcessEnv = process.env): Remote {
  const pick = (value: string | undefined, name: string) => {
    const chosen = value ?? env[name];
    return chosen?.trim() ? chosen.trim() : undefined;
  };
  const server = (pick(values.server, 'CARECALL_SERVER') ?? DEFAULT_SERVER).replace(/\/+$/, '');
  let parsed: URL | null = null;
  try {
    parsed = new URL(server);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new CliError(`--server must be an http or https address (got "${server}")`);
  }
  const token = pick(values.token, 'CARECALL_TOKEN');
  if (!token) throw new CliError('no access token: pass --token or set CARECALL_TOKEN');
  const deviceId = pick(values.deviceId, 'CARECALL_DEVICE_ID');
  if (!deviceId) {
    throw new CliError('no device id: pass --device-id or set CARECALL_DEVICE_ID (the one that came with the token)');
  }
  const org = pick(values.org, 'CARECALL_ORG');
  return {
    server,
    token,
    deviceId,
    organizationId: org === undefined ? undefined : parseOrganizationOption(org, '--org'),
  };
}
