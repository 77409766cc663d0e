import { type EndpointResponse, endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createClientCallsReader } from './readClientCalls.ts';
import { toCallListItem } from './toCallListItem.ts';

/**
 * `GET /api/user/patient/{id}/call/calls`: a client of the selected organization's calls with their derived flags,
 * newest first by default, within `startTime`–`endTime` and up to `limit` (404 for a client of any other), each with
 * its newest voice analysis (read in the same statement as the calls);
 * concurrent identical reads share that statement (`createClientCallsReader`).
 */
export function registerCallsList(app: FastifyInstance): void {
  // Answered as the JSON text of items typed by the contract (`toCallListItem`), so Fastify sends it as it is.
  const readCalls = createClientCallsReader({
    lean: false,
    toItem: (row, signLink) => toCallListItem(row, signLink, row.analysis ?? undefined),
  });
  registerEndpoint(
    app,
    endpoints.callsList,
    async ({ params, query }, context) =>
      (await readCalls(context, params.patientId, query)) as unknown as EndpointResponse<typeof endpoints.callsList>,
  );
}
