import { ANALYSIS_STATUS } from '@carecall/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { callAnalyses, calls } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { enqueueJob } from '../jobs/enqueueJob.ts';
import { CALL_ANALYSIS_JOB, type CallAnalysisRow } from './CallAnalysisRow.ts';
import { ANALYSIS_VERSION } from './VoiceMeasures.ts';

export interface EnqueueCallAnalysisOptions {
  /** Where the recording's bytes are (a `RecordingStorage` key); the previous run's key when absent. */
  recordingKey?: string | null;
  /** Who asked (a reanalysis); null for the analysis that follows a stored recording. */
  userId?: number | null;
}

/**
 * Asks for a call's voice analysis: a pending analysis row (status `pending`, also set on the call) and a job for the
 * worker, in one transaction, so the request survives restarts and is never half made. When the call's newest
 * analysis is still pending it is reused (with the new recording key, if given) instead of queueing the work twice.
 * Answers the pending row, or null when the call does not exist. Call this when a call's recording is stored.
 */
export async function enqueueCallAnalysis(
  db: Db,
  callId: number,
  options: EnqueueCallAnalysisOptions = {},
): Promise<CallAnalysisRow | null> {
  return withTransaction(db, async (tx) => {
    const [call] = await tx
      .select({ id: calls.id, organizationId: calls.organizationId, patientId: calls.patientId })
      .from(calls)
      .where(eq(calls.id, callId))
      .for('update');
    if (!call) return null;
    const [previous] = await tx
      .select()
      .from(callAnalyses)
      .where(eq(callAnalyses.callId, callId))
      .orderBy(desc(callAnalyses.id))
      .limit(1);
    const recordingKey = options.recordingKey ?? previous?.recordingKey ?? null;
    let row: CallAnalysisRow | undefined;
    if (previous && previous.status === ANALYSIS_STATUS.pending) {
      [row] = await tx
        .update(callAnalyses)
        .set({ recordingKey, updatedAt: new Date() })
        .where(and(eq(callAnalyses.id, previous.id), eq(callAnalyses.status, ANALYSIS_STATUS.pending)))
        .returning();
    }
    if (!row) {
      [row] = await tx
        .insert(callAnalyses)
        .values({
          callId: call.id,
          organizationId: call.organizationId,
          patientId: call.patientId,
          status: ANALYSIS_STATUS.pending,
          algorithm: ANALYSIS_VERSION,
          recordingKey,
          updatedBy: options.userId ?? null,
        })
        .returning();
    }
    if (!row) throw new Error(`the analysis of call ${callId} was not stored`);
    await tx.update(calls).set({ status: ANALYSIS_STATUS.pending }).where(eq(calls.id, call.id));
    await enqueueJob(tx, { kind: CALL_ANALYSIS_JOB, payload: { analysisId: row.id }, uniqueKey: `analysis:${row.id}` });
    return row;
  });
}
