import { type EndpointResponse, endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createClientCallsReader } from './readClientCalls.ts';
import { toCallLean } from './toCallLean.ts';

/**
 * `GET /api/user/patient/{id}/call/calls/lean`: the same calls as the full list in the lean shape quick tables need
 * (no operator, answers or analysis), with the same range, order, limit and 404 for another organization's client.
 */
export function registerCallsListLean(app: FastifyInstance): void {
  // Answered as the JSON text of items typed by the contract (`toCallLean`), so Fastify sends it as it is.
  const readCalls = createClientCallsReader({ lean: true, toItem: toCallLean });
  registerEndpoint(
    app,
    endpoints.callsListLean,
    async ({ params, query }, context) =>
      (await readCalls(context, params.patientId, query)) as unknown as EndpointResponse<
        typeof endpoints.callsListLean
      >,
  );
}
