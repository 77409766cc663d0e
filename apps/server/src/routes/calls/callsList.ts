import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { sendPreparedJson } from '../../calls/sendPreparedJson.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { readClientCalls } from './readClientCalls.ts';
import { toCallListItem } from './toCallListItem.ts';

/**
 * `GET /api/user/patient/{id}/call/calls`: a client of the selected organization's calls with their derived flags,
 * newest first by default, within `startTime`–`endTime` and up to `limit` (404 for a client of any other), each with
 * its newest voice analysis (read in the same statement as the calls).
 */
export function registerCallsList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsList, async ({ params, query }, context) => {
    const rows = await readClientCalls(context, params.patientId, query, { lean: false });
    const signLink = await createCallRecordingLinkSigner(context.services, context.requireAuth().user.id);
    return sendPreparedJson(context.reply, {
      calls: rows.map((row) => toCallListItem(row, signLink, row.analysis ?? undefined)),
    });
  });
}
