import { getBaseUrl } from './baseUrl.ts';

/** One request of {@link callApi}. */
export interface ApiRequest {
  /** The demo account the request is made as (`POST /dev/token`). */
  as: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** From the origin: `/api/user/patient`, `/bot/questionnaire`, ... */
  path: string;
  body?: unknown;
  /** The `organization-id` header; the account's selected organization by default. */
  organizationId?: number;
}

interface ApiCredentials {
  token: string;
  deviceId: string;
  organizationId: number;
}

const credentials = new Map<string, Promise<ApiCredentials>>();

async function requestCredentials(baseUrl: string, email: string): Promise<ApiCredentials> {
  const response = await fetch(`${baseUrl}/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`POST /dev/token for ${email} answered ${response.status}`);
  const { access_token: token, device_id: deviceId } = (await response.json()) as {
    access_token: string;
    device_id: string;
  };
  const session = await fetch(`${baseUrl}/api/user/auth/`, {
    headers: { authorization: `Bearer ${token}`, 'device-id': deviceId },
  });
  if (!session.ok) throw new Error(`GET /api/user/auth/ for ${email} answered ${session.status}`);
  const { selected_org: selected } = (await session.json()) as { selected_org: { id: number } | null };
  if (!selected) throw new Error(`${email} has no selected organization`);
  return { token, deviceId, organizationId: selected.id };
}

function getCredentials(email: string): Promise<ApiCredentials> {
  const baseUrl = getBaseUrl();
  const key = `${baseUrl} ${email}`;
  let pending = credentials.get(key);
  if (!pending) {
    pending = requestCredentials(baseUrl, email);
    credentials.set(key, pending);
    pending.catch(() => credentials.delete(key));
  }
  return pending;
}

/**
 * A device id the server already trusts for this demo account (`POST /dev/token` trusts the device it answers), so
 * a browser that presents it is not asked for a second-factor code: for tests whose subject comes after signing in,
 * which would otherwise spend the account's hourly budget of texted codes.
 */
export async function getTrustedDeviceId(email: string): Promise<string> {
  return (await getCredentials(email)).deviceId;
}

/**
 * Calls the server under test as a demo account, with the three headers every request carries (conventions.md),
 * and answers the parsed JSON body; a status of 400 or more throws with the server's text. Tests set up their data
 * this way and keep the browser for what they are about.
 */
export async function callApi<T = unknown>(request: ApiRequest): Promise<T> {
  const baseUrl = getBaseUrl();
  const { token, deviceId, organizationId } = await getCredentials(request.as);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      'device-id': deviceId,
      'organization-id': String(request.organizationId ?? organizationId),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
