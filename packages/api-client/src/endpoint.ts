import type { z } from 'zod';

/** The three backends the portal talks to; each is mounted under its own base path on one origin by default. */
export type Service = 'therapy' | 'bot' | 'conference';

/** Where each service lives on the default single origin (conventions.md). */
export const SERVICE_BASE_PATHS = { therapy: '/api', bot: '/bot', conference: '/conference' } as const satisfies Record<
  Service,
  string
>;

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `none` needs no token (device id generation); `mfa` needs a valid token but is reachable
 * before the device passed the second factor (the second-factor calls themselves); `user` needs a token and a
 * verified device, and the organization in the `organization-id` header must be one of the user's.
 */
export type EndpointAuth = 'none' | 'mfa' | 'user';

/**
 * One backend call, declared once: the client derives its typed function from it, the server validates requests
 * and responses with the same schemas, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, `<feature><Action>` (e.g. `patientsList`); the key in `endpoints` and the OpenAPI operationId. */
  id: string;
  service: Service;
  method: HttpMethod;
  /** Path below the service base, in Fastify form: `/user/patient/:id`. */
  path: string;
  summary: string;
  auth: EndpointAuth;
  /** Lowest role allowed (101 operator, 151 admin, 201 super admin); absent means any signed-in role. */
  minRole?: number;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** `multipart` bodies are files (recording upload); their fields are described in `summary`. */
  bodyType?: 'json' | 'multipart';
  response: TResponse;
}

/** Declares an endpoint, keeping its literal types so client functions and server handlers are fully typed. */
export function defineEndpoint<
  const TParams extends z.ZodType | undefined = undefined,
  const TQuery extends z.ZodType | undefined = undefined,
  const TBody extends z.ZodType | undefined = undefined,
  const TResponse extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<TParams, TQuery, TBody, TResponse>): Endpoint<TParams, TQuery, TBody, TResponse> {
  return endpoint;
}

/** A declared request part's schema; `never` when the endpoint leaves the part out (optional properties add `undefined`). */
type PartSchema<T> = Exclude<T, undefined>;
type InputOf<T> = z.input<Extract<PartSchema<T>, z.ZodType>>;
type OutputOf<T> = [PartSchema<T>] extends [never] ? undefined : z.output<Extract<PartSchema<T>, z.ZodType>>;

/** What a caller passes to an endpoint: only the parts it declares; a query with no required key may be left out. */
export type EndpointInput<E extends Endpoint> = ([PartSchema<E['params']>] extends [never]
  ? unknown
  : { params: InputOf<E['params']> }) &
  ([PartSchema<E['query']>] extends [never]
    ? unknown
    : object extends InputOf<E['query']>
      ? { query?: InputOf<E['query']> }
      : { query: InputOf<E['query']> }) &
  ([PartSchema<E['body']>] extends [never] ? unknown : { body: InputOf<E['body']> });

/** What an endpoint answers, after parsing. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** The parsed request parts a server handler receives. */
export interface EndpointRequest<E extends Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** The full path of an endpoint on the default single origin, e.g. `/api/user/patient/:id`. */
export function getEndpointPath(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return `${SERVICE_BASE_PATHS[endpoint.service]}${endpoint.path}`;
}

/**
 * Fills `:name` segments of a path with encoded values. A missing value, and a value URL parsing would not keep as
 * one segment (`.`, `..`, unpaired surrogates), are programming errors.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`API_CLIENT_MISSING_PARAM: ${name} for ${path}`);
    const text = String(value);
    const invalid = new Error(`API_CLIENT_INVALID_PARAM: ${name} for ${path} cannot be a path segment`);
    if (text === '.' || text === '..') throw invalid;
    try {
      return encodeURIComponent(text);
    } catch {
      throw invalid;
    }
  });
}
