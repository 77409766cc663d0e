import {
  type ApiClient,
  createApiClient,
  createOrganizationIdProvider,
  isApiError,
  type MfaRequiredDetails,
  type MfaRequiredPhase,
} from '@carecall/api-client';
import type { InactivityMonitor } from '../features/auth/inactivity/createInactivityMonitor.ts';
import type { PortalStore } from './createPortalStore.ts';
import type { RuntimeConfig } from './loadRuntimeConfig.ts';

/** What the portal's api client is wired to. */
export interface PortalApiClientOptions {
  config: RuntimeConfig;
  store: PortalStore;
  getAccessToken: () => Promise<string | null>;
  getDeviceId: () => string | null;
  onMfaRequired: (phase: MfaRequiredPhase, details: MfaRequiredDetails) => void;
  onLogoutScheduled: (message: string) => void;
  onLogout: (message: string) => void;
  /** The session inactivity monitor while one runs; every request is checked against it first. */
  getInactivityMonitor: () => InactivityMonitor | null;
  fetch?: typeof fetch;
}

function describeRequest(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The one api client of the portal (the backends are reached only through it): the token from the identity
 * provider, the device id, the selected organization or the page's `organizationId`, the interface language, the
 * second-factor redirect and the 3-second logout, and the inactivity check on every request.
 */
export function createPortalApiClient(options: PortalApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return createApiClient({
    baseUrls: options.config.baseUrls,
    fetch: (input, init) => {
      options.getInactivityMonitor()?.checkOnRequest(describeRequest(input));
      return baseFetch(input, init);
    },
    getAccessToken: options.getAccessToken,
    getDeviceId: options.getDeviceId,
    getOrganizationId: createOrganizationIdProvider({
      getSelectedOrganizationId: () => options.store.getState().selectedOrganizationId,
    }),
    getLocale: () => options.store.getState().locale,
    onMfaRequired: options.onMfaRequired,
    onLogoutScheduled: options.onLogoutScheduled,
    onLogout: options.onLogout,
    onError(error, endpoint) {
      // The second-factor redirect is not a failure, and an abandoned request is nobody's problem.
      if (isApiError(error) && error.code === 'MFA_IS_REQUIRED') return;
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error(`Request ${endpoint.id} failed:`, error instanceof Error ? error.message : error);
    },
  });
}
