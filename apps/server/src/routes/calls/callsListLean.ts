import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { sendPreparedJson } from '../../calls/sendPreparedJson.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { readClientCalls } from './readClientCalls.ts';
import { toCallLean } from './toCallLean.ts';

/**
 * `GET /api/user/patient/{id}/call/calls/lean`: the same calls as the full list in the lean shape quick tables need
 * (no operator, answers or analysis), with the same range, order, limit and 404 for another organization's client.
 */
export function registerCallsListLean(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsListLean, async ({ params, query }, context) => {
    const rows = await readClientCalls(context, params.patientId, query, { lean: true });
    const signLink = await createCallRecordingLinkSigner(context.services, context.requireAuth().user.id);
    return sendPreparedJson(context.reply, { calls: rows.map((row) => toCallLean(row, signLink)) });
  });
}
