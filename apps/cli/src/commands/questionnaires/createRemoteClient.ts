import {
  type ApiClient,
  type CallOptions,
  createApiClient,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@carecall/api-client';
import type { Remote } from './remoteOptions.ts';

/** Calls the server as one organization or another. */
export interface RemoteClient {
  remote: Remote;
  /** Calls an endpoint silently (no logout timers in a CLI), in `organizationId` when given, else the remote's. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, organizationId?: number): Promise<EndpointResponse<E>>;
  /** Fetches one of the server's own addresses (a recording) with the caller's credentials. */
  fetchWithCredentials(url: string, organizationId?: number): Promise<Response>;
}

/** Timers that never keep the process alive: a command ends when its work does, not a second later. */
const unrefScheduler = {
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = setTimeout(callback, ms);
    handle.unref();
    return handle;
  },
  clearTimeout(handle: unknown): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * The api-client for a command: the server as origin, the token and device id on every call, the organization
 * header per call. Every call is silent — the client's logout and second-factor side effects are the portal's, not
 * a command's — and failures reach the command as `ApiError`s.
 */
export function createRemoteClient(remote: Remote): RemoteClient {
  const client: ApiClient = createApiClient({
    origin: remote.server,
    getAccessToken: () => remote.token,
    getDeviceId: () => remote.deviceId,
    getOrganizationId: () => remote.organizationId ?? null,
    scheduler: unrefScheduler,
  });
  const organizationHeaders = (organizationId: number | undefined): Record<string, string> =>
    organizationId === undefined ? {} : { 'organization-id': String(organizationId) };
  return {
    remote,
    call(endpoint, input, organizationId) {
      const options: CallOptions = { silent: true, headers: organizationHeaders(organizationId) };
      // The generic rest-tuple of `call` cannot be formed from a generic endpoint; the input is typed by the caller.
      const call = client.call as (endpoint: Endpoint, input: unknown, options: CallOptions) => Promise<never>;
      return call(endpoint, input, options);
    },
    fetchWithCredentials(url, organizationId) {
      const target = organizationId ?? remote.organizationId;
      return fetch(url, {
        headers: {
          authorization: `Bearer ${remote.token}`,
          'device-id': remote.deviceId,
          ...organizationHeaders(target),
        },
      });
    },
  };
}
