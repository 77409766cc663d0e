import { endpoints } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { calls } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/** Batch ids are the scheduler's: printable, without spaces, and short enough to index. */
const BATCH_ID_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * `POST /api/user/patient/{id}/call/{callId}/batch/{batchId}`: links a call to the scheduler batch it was placed
 * from. The portal ignores the answer and any error; the server still checks the client, the call (404 for another
 * organization's, like a missing one) and the batch id, and records the change. Matching again replaces the batch.
 */
export function registerCallsMatchBatch(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsMatchBatch, async ({ params }, context) => {
    const scope = getPatientScope(context);
    if (!BATCH_ID_PATTERN.test(params.batchId))
      throw createValidationError([{ path: 'batchId', message: 'Must be 1 to 100 letters, digits, _ . : or -' }]);
    return withTransaction(context.services.db, async (tx) => {
      const { patient, call } = await requirePatientCall(tx, scope.organizationId, params, { forUpdate: true });
      await tx.update(calls).set({ batchId: params.batchId }).where(eq(calls.id, call.id));
      await recordPatientAudit(tx, scope, 'client_call_batch_matched', patient.id, { callId: call.id });
      return { call_id: call.id, batch_id: params.batchId };
    });
  });
}
