import {
  apiErrorBodySchema,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  getEndpointPath,
} from '@carecall/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../AppServices.ts';
import { type CallerAuditEntry, recordCallerAudit } from '../audit/recordCallerAudit.ts';
import type { RequestAuth } from '../identity/RequestAuth.ts';
import { HttpError } from './HttpError.ts';
import { getEndpointRateLimit } from './rateLimitPolicies.ts';

/** What a handler may use besides the parsed request: the raw request and reply, the services and the caller. */
export interface EndpointContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: AppServices;
  /** The caller on `mfa` and `user` endpoints; null on public ones. */
  auth: RequestAuth | null;
  /** The caller, or a 401 when there is none; saves handlers a null check on authenticated endpoints. */
  requireAuth(): RequestAuth;
  /** Writes an audit entry for the caller (user, organization and time filled in) and waits until it is stored. */
  audit(entry: CallerAuditEntry): Promise<void>;
}

/**
 * Serves one endpoint: receives the request parts already validated and parsed by the endpoint's schemas and returns
 * the response's output value, answered with 200 after it is encoded and checked against the response schema.
 * Multipart endpoints read their parts from `context.request`.
 */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointRequest<E>,
  context: EndpointContext,
) => Promise<EndpointResponse<E>> | EndpointResponse<E>;

/**
 * Audits every successful call of an endpoint: after the handler returned and before the answer leaves, an entry
 * with the caller, the organization of the request, the client `clientId` picks from the request (or answer) and the
 * time is stored; a failure to store it fails the request, so no read or change of client data goes unrecorded.
 */
export interface EndpointAudit<E extends Endpoint> {
  action: CallerAuditEntry['action'];
  clientId?: (input: EndpointRequest<E>, response: EndpointResponse<E>) => number | null | undefined;
  detail?: (input: EndpointRequest<E>, response: EndpointResponse<E>) => Record<string, unknown>;
}

/** Per-route options of {@link registerEndpoint}. */
export interface RegisterEndpointOptions<E extends Endpoint> {
  audit?: EndpointAudit<E>;
}

function setNoStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('cache-control', 'no-store');
  done();
}

/** The headers every authenticated call carries (conventions.md), for the OpenAPI document. */
const authHeadersSchema = z.looseObject({
  'device-id': z.string().optional().describe('The id from GET /api/generateDeviceId'),
  'organization-id': z.string().optional().describe('The selected organization; the user default when absent'),
});

/**
 * Mounts an endpoint of the contract at `SERVICE_BASE_PATHS[service] + path`: its zod schemas validate params, query
 * and body (400 naming each bad field) and encode the response, its `auth` and `minRole` are enforced before the
 * body is even read, and it appears in `/openapi.json` under its id. `options.audit` records each successful call,
 * e.g. `{ audit: { action: AUDIT_ACTIONS.clientRead, clientId: ({ params }) => params.patientId } }`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterEndpointOptions<E> = {},
): void {
  const multipart = endpoint.bodyType === 'multipart';
  const rateLimit = getEndpointRateLimit(endpoint);
  const { auth, minRole } = endpoint;
  const { audit } = options;
  app.route({
    method: endpoint.method,
    url: getEndpointPath(endpoint),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.service],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(auth === 'none' ? {} : { security: [{ bearerAuth: [] }], headers: authHeadersSchema }),
      response: { 200: endpoint.response, '4xx': apiErrorBodySchema, '5xx': apiErrorBodySchema },
    },
    config: rateLimit ? { rateLimit } : {},
    // Answers to signed-in callers hold client and account data: no browser or proxy may keep a copy, errors
    // included (a 409 carries the current record).
    ...(auth === 'none' ? {} : { onRequest: setNoStore }),
    // After the rate limit (onRequest) and before the body is read: callers who may not call learn nothing else.
    preParsing: auth === 'none' ? [] : [app.authenticate(minRole === undefined ? { auth } : { auth, minRole })],
    handler: async (request, reply) => {
      const context: EndpointContext = {
        request,
        reply,
        services: app.services,
        auth: request.auth,
        requireAuth() {
          if (!request.auth) throw new HttpError(401, 'UNAUTHORIZED', 'Sign-in required');
          return request.auth;
        },
        audit: (entry) => recordCallerAudit(app.services, request.auth, entry),
      };
      const input = { params: request.params, query: request.query, body: request.body } as EndpointRequest<E>;
      const response = await handler(input, context);
      if (audit) {
        await context.audit({
          action: audit.action,
          clientId: audit.clientId?.(input, response) ?? null,
          ...(audit.detail ? { detail: audit.detail(input, response) } : {}),
        });
      }
      return response;
    },
  });
}
