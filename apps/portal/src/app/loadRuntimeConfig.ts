/**
 * What `/config.json` tells the portal at boot (the server's runtime configuration): one build runs in every
 * environment because the identity provider, the backends and the environment name arrive here.
 */
export interface RuntimeConfig {
  environment: string;
  version: string;
  identity: {
    issuer: string;
    clientId: string;
    audience: string;
    scope: string;
    redirectPath: string;
    silentRedirectPath: string;
    postLogoutRedirectPath: string;
  };
  baseUrls: { therapy: string; bot: string; conference: string };
  liftConferenceUrl: string;
  /** Which voice adapter the live call screen loads: Twilio's SDK, or WebRTC to the server's own media plane. */
  /** `devPhone`: the demo's browser phone page (`/dev/phone`), which answers calls as a client, exists. */
  voice: { provider: 'twilio' | 'local'; devPhone: boolean };
  logo: string | null;
}

/** The error a malformed `/config.json` raises, naming the field, since the portal cannot start without it. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
  readonly code = 'RUNTIME_CONFIG_INVALID';
}

function readRecord(source: unknown, path: string): Record<string, unknown> {
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    throw new RuntimeConfigError(`/config.json: ${path} must be an object`);
  return source as Record<string, unknown>;
}

function readString(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '')
    throw new RuntimeConfigError(`/config.json: ${path}${key} must be a non-empty string`);
  return value;
}

/** Checks the shape of `/config.json`, so a wrong deployment fails at boot with the field named. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const root = readRecord(json, 'the document');
  const identity = readRecord(root.identity, 'identity');
  const baseUrls = readRecord(root.baseUrls, 'baseUrls');
  const logo = root.logo;
  const voice = root.voice === undefined ? { provider: 'local' } : readRecord(root.voice, 'voice');
  if (voice.provider !== 'twilio' && voice.provider !== 'local')
    throw new RuntimeConfigError('/config.json: voice.provider must be "twilio" or "local"');
  if (logo !== null && logo !== undefined && typeof logo !== 'string')
    throw new RuntimeConfigError('/config.json: logo must be a string or null');
  return {
    environment: readString(root, 'environment', ''),
    version: readString(root, 'version', ''),
    identity: {
      issuer: readString(identity, 'issuer', 'identity.'),
      clientId: readString(identity, 'clientId', 'identity.'),
      audience: readString(identity, 'audience', 'identity.'),
      scope: readString(identity, 'scope', 'identity.'),
      redirectPath: readString(identity, 'redirectPath', 'identity.'),
      silentRedirectPath: readString(identity, 'silentRedirectPath', 'identity.'),
      postLogoutRedirectPath: readString(identity, 'postLogoutRedirectPath', 'identity.'),
    },
    baseUrls: {
      therapy: readString(baseUrls, 'therapy', 'baseUrls.'),
      bot: readString(baseUrls, 'bot', 'baseUrls.'),
      conference: readString(baseUrls, 'conference', 'baseUrls.'),
    },
    liftConferenceUrl: typeof root.liftConferenceUrl === 'string' ? root.liftConferenceUrl : '/lift_conference/',
    voice: { provider: voice.provider, devPhone: voice.devPhone === true },
    logo: typeof logo === 'string' && logo !== '' ? logo : null,
  };
}

/** Fetches and checks `/config.json` past every cache; the first thing the portal does. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(`/config.json?t=${Date.now()}`, { headers: { 'Cache-Control': 'no-cache' } });
  if (!response.ok) throw new RuntimeConfigError(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
