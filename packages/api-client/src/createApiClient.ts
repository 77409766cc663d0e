import type { z } from 'zod';
import { ApiError } from './ApiError.ts';
import { type ApiErrorBody, apiErrorBodySchema } from './apiErrorBody.ts';
import type { OrganizationIdProvider } from './createOrganizationIdProvider.ts';
import { debounceTokenFetch, TOKEN_DEBOUNCE_MS, type TokenProvider } from './debounceTokenFetch.ts';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  fillPath,
  getEndpointPath,
  SERVICE_BASE_PATHS,
  type Service,
} from './endpoint.ts';
import type { MfaPhase } from './entities/mfaPhase.ts';
import { getErrorMessage } from './getErrorMessage.ts';
import { type PortalVersion, portalVersionSchema } from './portalVersion.ts';
import { type Scheduler, systemScheduler } from './systemScheduler.ts';
import { formatFieldPath, toFieldErrors } from './toFieldErrors.ts';

/** Delay between an ended session and the logout. */
export const LOGOUT_DELAY_MS = 3000;

/** The second-factor screens a 401 can send the user to; phone verification restarts at phone entry. */
export type MfaRequiredPhase = Extract<MfaPhase, 'MFA_PHONE_NUMBER_REQUIRED' | 'MFA_CODE_IS_REQUIRED'>;

/** What `onMfaRequired` learns besides the phase. */
export interface MfaRequiredDetails {
  endpointId: string;
  /** The masked phone on file, when the server sent one. */
  phoneNumber?: string | undefined;
}

/** Everything environmental the client needs, injected so the browser, Node and tests each supply their own. */
export interface ApiClientOptions {
  /**
   * Base address per service; relative ones resolve against `origin`. Defaults: `/api`, `/bot`, `/conference`.
   */
  baseUrls?: Partial<Record<Service, string>>;
  /** Where `/version.json` lives; defaults to the root of `origin`. */
  appBaseUrl?: string;
  /** Origin of relative base addresses; defaults to the page's `location.origin`. Required in Node for those. */
  origin?: string;
  fetch?: typeof fetch;
  /** The identity library's access token; fetched at most once per second (leading edge). */
  getAccessToken?: TokenProvider;
  /** This browser's device id (see `sessionGenerateDeviceId`). */
  getDeviceId?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The organization requests act in; see `createOrganizationIdProvider` for the browser's. */
  getOrganizationId?: OrganizationIdProvider;
  /** The interface locale (`en`, `ja`); sent as `Accept-Language` and used by `getErrorMessage`. */
  getLocale?: () => string;
  /** A 401 asked for the second factor: show its screen at this phase. */
  onMfaRequired?: (phase: MfaRequiredPhase, details: MfaRequiredDetails) => void;
  /** The session ended: show this message now; `onLogout` follows after 3 seconds. */
  onLogoutScheduled?: (message: string) => void;
  /** Three seconds after the session ended: log the user out. */
  onLogout?: (message: string) => void;
  /** Any failed request except silent ones, for logging. */
  onError?: (error: unknown, endpoint: Endpoint) => void;
  scheduler?: Scheduler;
  /** The clock for cache-busting parameters. */
  now?: () => number;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Skip the side effects of failures (second-factor redirect, logout, `onError`): for background calls such as
   * console forwarding, whose failure must never affect the session or log again.
   */
  silent?: boolean;
  headers?: Record<string, string>;
}

/** The arguments of a call: the input may be left out when the endpoint needs nothing. */
export type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** A parsed answer with its status and headers, for callers that read headers (the server clock). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** The typed client of every backend call. */
export interface ApiClient {
  /** Calls an endpoint and resolves with its parsed answer. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Like `call`, also resolving the status and headers. */
  send<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResponse<EndpointResponse<E>>>;
  /** The current access token, shared by callers within one second; null when nobody is signed in. */
  getAccessToken(): Promise<string | null>;
  /** Reads `/version.json` past every cache. */
  fetchVersion(options?: Pick<CallOptions, 'signal'>): Promise<PortalVersion>;
  /** `getErrorMessage` in the client's locale. */
  getErrorMessage(error: unknown): string;
}

interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const MFA_PHASES: Record<string, MfaRequiredPhase> = {
  MFA_PHONE_NUMBER_REQUIRED: 'MFA_PHONE_NUMBER_REQUIRED',
  MFA_PHONE_NUMBER_VERIFICATION_REQUIRED: 'MFA_PHONE_NUMBER_REQUIRED',
  MFA_CODE_IS_REQUIRED: 'MFA_CODE_IS_REQUIRED',
};

function isEmptyId(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function getPageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function appendQuery(url: URL, query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      url.searchParams.append(key, String(item));
    }
  }
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? formatFieldPath(issue.path) : '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Creates the client of the three backends. Every request carries `device-id`, `Authorization: Bearer` (except
 * `auth: 'none'`), `organization-id`, `Content-Type: application/json` and no-cache headers; answers are parsed with
 * the endpoint's schema; failures follow one rule (second-factor redirect, logout after 3 s, server error text).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const scheduler = options.scheduler ?? systemScheduler;
  const now = options.now ?? Date.now;
  const getAccessToken = debounceTokenFetch(options.getAccessToken ?? (() => null), {
    waitMs: TOKEN_DEBOUNCE_MS,
    scheduler,
  });
  let logoutPending = false;

  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function resolveUrl(base: string, path: string, endpointId: string): URL {
    const joined = joinUrl(base, path);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(joined)) return new URL(joined);
    const origin = options.origin ?? getPageOrigin();
    if (origin === undefined)
      throw new ApiError(`No origin to resolve ${joined} against: pass options.origin or absolute base URLs`, {
        code: 'NO_ORIGIN',
        endpointId,
      });
    return new URL(joined, origin);
  }

  function scheduleLogout(errorText: string): void {
    if (logoutPending) return;
    logoutPending = true;
    const message = `${errorText} You are being redirected to login page in 3 seconds.`;
    options.onLogoutScheduled?.(message);
    scheduler.setTimeout(() => {
      logoutPending = false;
      options.onLogout?.(message);
    }, LOGOUT_DELAY_MS);
  }

  function parseRequestPart(endpoint: Endpoint, part: 'params' | 'query' | 'body', value: unknown): unknown {
    const schema = endpoint[part];
    if (schema === undefined) return undefined;
    const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
    if (result.success) return result.data;
    const fields = toFieldErrors(result.error).map((field) => ({
      ...field,
      path: field.path === '' ? part : `${part}.${field.path}`,
    }));
    throw new ApiError(`Invalid ${part} for ${endpoint.id}: ${describeIssues(result.error)}`, {
      code: 'INVALID_REQUEST',
      endpointId: endpoint.id,
      fields,
    });
  }

  async function buildHeaders(endpoint: Endpoint, extra: Record<string, string> | undefined): Promise<Headers> {
    const headers = new Headers({ 'Cache-Control': 'no-cache', Pragma: 'no-cache', Accept: 'application/json' });
    if (endpoint.bodyType !== 'multipart') headers.set('Content-Type', 'application/json');
    const [token, deviceId] = await Promise.all([
      endpoint.auth === 'none' ? null : getAccessToken(),
      options.getDeviceId?.(),
    ]);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (deviceId) headers.set('device-id', deviceId);
    const organizationId = options.getOrganizationId?.();
    if (organizationId !== undefined && organizationId !== null && organizationId !== '')
      headers.set('organization-id', String(organizationId));
    const locale = options.getLocale?.();
    if (locale) headers.set('Accept-Language', locale);
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  function toFailure(endpoint: Endpoint, response: Response, text: string, silent: boolean): ApiError {
    const parsed = apiErrorBodySchema.safeParse(parseJson(text));
    const body: ApiErrorBody | undefined = parsed.success ? parsed.data : undefined;
    const plainText = body === undefined && text.trim() !== '' && text.length <= 500 ? text.trim() : undefined;
    const base = {
      endpointId: endpoint.id,
      status: response.status,
      statusText: response.statusText,
      body,
    };

    if (response.status === 401) {
      const mfaCode = Object.keys(MFA_PHASES).find(
        (code) => body?.code === code || body?.error === code || (body === undefined && text.includes(code)),
      );
      const phase = mfaCode === undefined ? undefined : MFA_PHASES[mfaCode];
      if (phase !== undefined) {
        if (!silent) options.onMfaRequired?.(phase, { endpointId: endpoint.id, phoneNumber: body?.phoneNumber });
        return new ApiError('MFA_IS_REQUIRED', { ...base, code: 'MFA_IS_REQUIRED' });
      }
    }

    const errorText = body?.error ?? body?.message ?? plainText;
    const message = errorText ?? `Request failed with status code ${response.status}`;
    if (!silent && (response.status === 401 || (response.status === 429 && body?.isLogout === true)))
      scheduleLogout(errorText ?? (response.statusText || 'Unauthorized'));
    const fallbackCode = response.status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR';
    return new ApiError(message, { ...base, code: body?.code ?? fallbackCode });
  }

  async function send<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E>
  ): Promise<ApiResponse<EndpointResponse<E>>> {
    const input = (args[0] ?? {}) as RawInput;
    const callOptions = args[1] ?? {};
    const silent = callOptions.silent === true;
    try {
      const rawParams = input.params as Record<string, unknown> | undefined;
      if (endpoint.path.includes(':callId') && isEmptyId(rawParams?.callId))
        throw new ApiError('Call id passed empty', { code: 'CALL_ID_EMPTY', endpointId: endpoint.id });
      const params = parseRequestPart(endpoint, 'params', input.params) as Record<string, unknown> | undefined;
      const query = parseRequestPart(endpoint, 'query', input.query);
      const body = parseRequestPart(endpoint, 'body', input.body);

      const base = options.baseUrls?.[endpoint.service] ?? SERVICE_BASE_PATHS[endpoint.service];
      const url = resolveUrl(base, fillPath(endpoint.path, params), endpoint.id);
      appendQuery(url, query);

      const headers = await buildHeaders(endpoint, callOptions.headers);
      const init: RequestInit = { method: endpoint.method, headers };
      if (callOptions.signal !== undefined) init.signal = callOptions.signal;
      if (endpoint.bodyType === 'multipart') init.body = toFormData(body);
      else if (endpoint.method !== 'GET') init.body = JSON.stringify(body ?? {});

      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        if (callOptions.signal?.aborted) throw error;
        throw new ApiError(error instanceof Error ? error.message : String(error), {
          code: 'NETWORK_ERROR',
          endpointId: endpoint.id,
          cause: error,
        });
      }

      const text = await response.text();
      if (!response.ok) throw toFailure(endpoint, response, text, silent);

      const result = endpoint.response.safeParse(parseJson(text));
      if (!result.success)
        throw new ApiError(
          `Response of ${endpoint.id} (${endpoint.method} ${getEndpointPath(endpoint)}) does not match its schema: ${describeIssues(result.error)}`,
          {
            code: 'RESPONSE_SCHEMA_MISMATCH',
            endpointId: endpoint.id,
            status: response.status,
            fields: toFieldErrors(result.error),
          },
        );
      return { data: result.data as EndpointResponse<E>, status: response.status, headers: response.headers };
    } catch (error) {
      if (!silent) options.onError?.(error, endpoint);
      throw error;
    }
  }

  return {
    send,
    async call(endpoint, ...args) {
      return (await send(endpoint, ...args)).data;
    },
    getAccessToken,
    async fetchVersion(fetchOptions = {}) {
      const url = resolveUrl(options.appBaseUrl ?? '/', '/version.json', 'version');
      url.searchParams.set('t', String(now()));
      const init: RequestInit = { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } };
      if (fetchOptions.signal !== undefined) init.signal = fetchOptions.signal;
      const response = await fetchImpl(url, init);
      if (!response.ok)
        throw new ApiError(`Request failed with status code ${response.status}`, {
          code: 'HTTP_ERROR',
          endpointId: 'version',
          status: response.status,
          statusText: response.statusText,
        });
      const result = portalVersionSchema.safeParse(parseJson(await response.text()));
      if (!result.success)
        throw new ApiError(`/version.json does not match its schema: ${describeIssues(result.error)}`, {
          code: 'RESPONSE_SCHEMA_MISMATCH',
          endpointId: 'version',
        });
      return result.data;
    },
    getErrorMessage: (error) => getErrorMessage(error, options.getLocale?.() ?? 'en'),
  };
}
