import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackHost } from './http/isLoopbackHost.ts';

/** Where the embedded database lives, or which PostgreSQL server to use. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * Which identity provider issues the access tokens: the built-in one mounted at `/oidc`, or an external OpenID
 * Connect issuer. Both are verified the same way, through the issuer's published keys.
 */
export interface IdentityConfig {
  kind: 'builtin' | 'external';
  issuer: string;
  audience: string;
  clientId: string;
}

/** SMTP transport for e-mailed codes in production. */
export interface SmtpConfig {
  url: string;
  from: string;
}

/** Twilio account used to text codes in production. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where Twilio's REST API lives: `https://api.twilio.com`, or a stand-in (tests, an egress proxy). */
  apiBaseUrl: string;
}

/** Twilio voice: the API key that signs voice device tokens and the TwiML application the devices call. */
export interface TwilioVoiceConfig {
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
}

/** Everything the server reads from its environment, validated once at start so a bad value fails early and clearly. */
export interface Config {
  production: boolean;
  /** Shown in `/config.json` so the portal can label non-production environments. */
  environmentName: string;
  port: number;
  host: string;
  /**
   * Demo mode listening beyond loopback, allowed by {@link DEMO_EXPOSURE_VARIABLE}: anyone who reaches the server can
   * sign in as any demo user, so the start logs a warning.
   */
  demoExposedToNetwork: boolean;
  /** The origin browsers use to reach this server, without a trailing slash. */
  publicUrl: string;
  database: DatabaseConfig;
  /**
   * Where files live (`DATA_DIR`, default `./data`): the embedded database, call recordings under `recordings/` and
   * synthesized speech under `speech-cache/`. Kept with PostgreSQL too, for the files.
   */
  dataDir: string;
  identity: IdentityConfig;
  corsOrigins: string[];
  trustProxy: boolean;
  appVersion: string;
  logLevel: string;
  logoUrl: string | null;
  /** The built portal; served when the folder exists. */
  portalDir: string;
  /** How many bot calls one server instance runs at once (`BOT_CALL_CONCURRENCY`, 1 by default: the measured figure). */
  botCallConcurrency: number;
  twilio: TwilioConfig | null;
  /** Calls through Twilio; null runs calls on the local media plane. Needs `twilio` too. */
  twilioVoice: TwilioVoiceConfig | null;
  smtp: SmtpConfig | null;
}

/** Thrown when the environment is not usable; `problems` holds one readable sentence per bad value. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The access token audience of the built-in provider when none is configured. */
export const BUILTIN_AUDIENCE = 'urn:carecall:api';

/** The public client the portal signs in with. */
export const BUILTIN_CLIENT_ID = 'carecall-portal';

/**
 * The variable that lets demo mode listen on an address other computers reach. Demo accounts have a published
 * password and `POST /dev/token` issues any of them, super admin included, without one; so the value must spell out
 * what it allows.
 */
export const DEMO_EXPOSURE_VARIABLE = 'CARECALL_DEMO_EXPOSED_TO_NETWORK';

/** The one value of {@link DEMO_EXPOSURE_VARIABLE} that allows it. */
export const DEMO_EXPOSURE_CONSENT = 'yes-anyone-on-the-network-can-sign-in';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const packageVersion = (): string => {
  const raw: unknown = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  return z.object({ version: z.string() }).parse(raw).version;
};

const text = z.string().trim().min(1, { error: 'must not be empty' });
const portNumber = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, { error: 'must be a port number' })
  .transform(Number)
  .refine((port) => port <= 65535, { error: 'must be a port number' });
const botCallConcurrency = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, { error: 'must be a whole number from 1 to 64' })
  .transform(Number)
  .refine((count) => count >= 1 && count <= 64, { error: 'must be a whole number from 1 to 64' });
const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ''), { error: 'must be an http(s) URL' });
const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ''), {
    error: 'must be a postgres:// URL',
  });
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['1', '0', 'true', 'false', 'yes', 'no', ''].includes(value), { error: 'must be true or false' })
  .transform((value) => ['1', 'true', 'yes'].includes(value));
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
  error: 'must be one of fatal, error, warn, info, debug, trace, silent',
});
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((origins) => origins.every((origin) => URL.parse(origin)?.origin === origin.replace(/\/$/, '')), {
    error: 'must be a comma-separated list of origins such as https://portal.example.com',
  });

/**
 * Bot calls one instance runs at once unless `BOT_CALL_CONCURRENCY` says otherwise: each holds a media session
 * (speech synthesis, recognition, the stereo recorder) on the instance's cores. The figure is the largest number of
 * real-media calls `bench/botCallMediaBench.ts` measured without a gap over 60 ms at the clients' phones on the
 * reference machine (two cores), never less than one.
 */
export const DEFAULT_BOT_CALL_CONCURRENCY = 4;

/** Every variable the server reads, with the rule it must satisfy. */
const variables = {
  PORT: portNumber,
  HOST: text,
  NODE_ENV: z.string(),
  DATABASE_URL: postgresUrl,
  DATA_DIR: text,
  PUBLIC_URL: httpUrl.refine((value) => (URL.parse(value)?.pathname ?? '/') === '/', {
    error: 'must be an origin without a path, such as https://carecall.example.com',
  }),
  OIDC_ISSUER: httpUrl,
  OIDC_AUDIENCE: text,
  OIDC_CLIENT_ID: text,
  CORS_ORIGINS: originList,
  TRUST_PROXY: flag,
  APP_VERSION: text,
  ENVIRONMENT_NAME: text,
  LOG_LEVEL: logLevel,
  LOGO_URL: text,
  PORTAL_DIR: text,
  BOT_CALL_CONCURRENCY: botCallConcurrency,
  TWILIO_ACCOUNT_SID: text,
  TWILIO_AUTH_TOKEN: text,
  TWILIO_FROM: text,
  TWILIO_API_URL: httpUrl,
  TWILIO_API_KEY_SID: text,
  TWILIO_API_KEY_SECRET: text,
  TWILIO_TWIML_APP_SID: text,
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? ''), {
      error: 'must be an smtp:// or smtps:// URL',
    }),
  SMTP_FROM: text,
  [DEMO_EXPOSURE_VARIABLE]: z
    .string()
    .trim()
    .refine((value) => value === DEMO_EXPOSURE_CONSENT, { error: `must be exactly ${DEMO_EXPOSURE_CONSENT}` }),
} satisfies Record<string, z.ZodType>;

type Variables = typeof variables;
type Parsed = { [K in keyof Variables]?: z.output<Variables[K]> };

/** Values that must never be echoed back in an error message. */
const secretVariables = new Set<string>(['TWILIO_AUTH_TOKEN', 'TWILIO_API_KEY_SECRET', 'SMTP_URL', 'DATABASE_URL']);

function parseVariables(env: Record<string, string | undefined>, problems: string[]): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(variables) as [keyof Variables, z.ZodType][]) {
    const raw = env[name];
    if (raw === undefined || (raw.trim() === '' && name !== 'NODE_ENV')) continue;
    const result = schema.safeParse(raw);
    if (result.success) {
      parsed[name] = result.data;
    } else {
      const shown = secretVariables.has(name) ? '…' : raw;
      problems.push(`${name} ${result.error.issues[0]?.message ?? 'is invalid'} (got "${shown}")`);
    }
  }
  return parsed as Parsed;
}

function requireGroup(parsed: Parsed, names: (keyof Variables)[], what: string, problems: string[]): boolean {
  const present = names.filter((name) => parsed[name] !== undefined);
  if (present.length === 0) return false;
  const missing = names.filter((name) => parsed[name] === undefined);
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')} must be set together with ${present.join(', ')} (${what})`);
    return false;
  }
  return true;
}

/**
 * Reads and validates the configuration. Production mode (`NODE_ENV=production` or `--production`) refuses to start
 * without an external database and identity provider, so a deployment never silently runs on demo defaults.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const problems: string[] = [];
  const parsed = parseVariables(env, problems);
  const production = parsed.NODE_ENV === 'production' || argv.includes('--production');

  const port = parsed.PORT ?? 3000;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');

  const external = requireGroup(
    parsed,
    ['OIDC_ISSUER', 'OIDC_AUDIENCE', 'OIDC_CLIENT_ID'],
    'an external identity provider needs all three',
    problems,
  );
  if (production && parsed.OIDC_ISSUER === undefined) {
    problems.push('OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID are required in production mode');
  }
  if (production && parsed.DATABASE_URL === undefined) {
    problems.push('DATABASE_URL is required in production mode (the embedded database is for demo use)');
  }
  if (production && parsed.PUBLIC_URL === undefined) {
    problems.push('PUBLIC_URL is required in production mode (the address browsers use to reach the portal)');
  }
  const twilio = requireGroup(
    parsed,
    ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    'texting codes needs all three',
    problems,
  );
  const twilioVoice = requireGroup(
    parsed,
    ['TWILIO_API_KEY_SID', 'TWILIO_API_KEY_SECRET', 'TWILIO_TWIML_APP_SID'],
    'calls through Twilio need all three',
    problems,
  );
  if (twilioVoice && !twilio) {
    problems.push(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required for calls through Twilio (the account, ' +
        'the key that signs its webhooks and the number clients see calling)',
    );
  }
  const smtp = requireGroup(parsed, ['SMTP_URL', 'SMTP_FROM'], 'e-mailing codes needs both', problems);
  const host = parsed.HOST ?? (production ? '0.0.0.0' : 'localhost');
  const demoExposedToNetwork = !production && !isLoopbackHost(host);
  if (demoExposedToNetwork && parsed[DEMO_EXPOSURE_VARIABLE] === undefined) {
    problems.push(
      `HOST must be a loopback address in demo mode, such as localhost or 127.0.0.1 (got "${host}"): demo mode lets ` +
        'anyone who reaches the server sign in as any demo user, super admin included, without a password ' +
        `(POST /dev/token). To allow it anyway, set ${DEMO_EXPOSURE_VARIABLE}=${DEMO_EXPOSURE_CONSENT}`,
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const identity: IdentityConfig =
    external && parsed.OIDC_ISSUER && parsed.OIDC_AUDIENCE && parsed.OIDC_CLIENT_ID
      ? {
          kind: 'external',
          issuer: parsed.OIDC_ISSUER.replace(/\/$/, ''),
          audience: parsed.OIDC_AUDIENCE,
          clientId: parsed.OIDC_CLIENT_ID,
        }
      : { kind: 'builtin', issuer: `${publicUrl}/oidc`, audience: BUILTIN_AUDIENCE, clientId: BUILTIN_CLIENT_ID };

  return {
    production,
    environmentName: parsed.ENVIRONMENT_NAME ?? (production ? 'production' : 'demo'),
    port,
    host,
    demoExposedToNetwork,
    publicUrl,
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(parsed.DATA_DIR ?? 'data') },
    dataDir: path.resolve(parsed.DATA_DIR ?? 'data'),
    identity,
    corsOrigins: (parsed.CORS_ORIGINS ?? []).map((origin) => origin.replace(/\/$/, '')),
    trustProxy: parsed.TRUST_PROXY ?? false,
    appVersion: parsed.APP_VERSION ?? packageVersion(),
    logLevel: parsed.LOG_LEVEL ?? 'info',
    logoUrl: parsed.LOGO_URL ?? null,
    portalDir: path.resolve(parsed.PORTAL_DIR ?? path.join(serverRoot, '..', 'portal', 'dist')),
    botCallConcurrency: parsed.BOT_CALL_CONCURRENCY ?? DEFAULT_BOT_CALL_CONCURRENCY,
    twilio:
      twilio && parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN && parsed.TWILIO_FROM
        ? {
            accountSid: parsed.TWILIO_ACCOUNT_SID,
            authToken: parsed.TWILIO_AUTH_TOKEN,
            from: parsed.TWILIO_FROM,
            apiBaseUrl: (parsed.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
          }
        : null,
    twilioVoice:
      twilioVoice && parsed.TWILIO_API_KEY_SID && parsed.TWILIO_API_KEY_SECRET && parsed.TWILIO_TWIML_APP_SID
        ? {
            apiKeySid: parsed.TWILIO_API_KEY_SID,
            apiKeySecret: parsed.TWILIO_API_KEY_SECRET,
            twimlAppSid: parsed.TWILIO_TWIML_APP_SID,
          }
        : null,
    smtp: smtp && parsed.SMTP_URL && parsed.SMTP_FROM ? { url: parsed.SMTP_URL, from: parsed.SMTP_FROM } : null,
  };
}
