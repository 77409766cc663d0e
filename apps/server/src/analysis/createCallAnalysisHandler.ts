import { ANALYSIS_STATUS } from '@carecall/api-client';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { callAnalyses, calls } from '../db/schema/index.ts';
import type { ClaimedJob } from '../jobs/claimJob.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import type { RecordingStorage } from '../recordings/RecordingStorage.ts';
import type { CallAnalysisJobPayload, CallAnalysisRow } from './CallAnalysisRow.ts';
import { decodeClientChannel, UnreadableRecordingError } from './decodeClientChannel.ts';
import { measureVoiceYielding } from './measureVoice.ts';
import { MAX_BASELINE_CALLS, scoreAgainstBaseline } from './scoreAgainstBaseline.ts';
import type { VoiceMeasures } from './VoiceMeasures.ts';

/** What analysing a call needs from the running server. */
export interface CallAnalysisDependencies {
  db: Db;
  /** Where call recordings are kept. */
  storage: RecordingStorage;
  /** A call's recording key when its analysis was queued without one; none known by default. */
  findRecordingKey?: (callId: number) => Promise<string | null>;
  /** The organization's `callsAnalysis.thresholds.alert`. */
  alertThreshold: (organizationId: number) => Promise<number | null>;
  now: () => Date;
}

type Outcome = Pick<
  CallAnalysisRow,
  'status' | 'measures' | 'voiceScore' | 'anomalyLevel' | 'anomalyKinds' | 'baselineCount' | 'failureReason'
>;

/**
 * The job handler of `CALL_ANALYSIS_JOB`: marks the analysis in progress, reads the call's recording through the
 * `RecordingStorage`, measures the client's (left) channel, compares it with the client's earlier analyses and stores
 * the outcome, mirroring the status on the call. A missing or unreadable recording ends as "unable to analyze" at
 * once; any other failure (storage or database) is retried by the queue, and becomes "unable to analyze" when the
 * last attempt fails too.
 */
export function createCallAnalysisHandler(deps: CallAnalysisDependencies): JobHandler {
  return async (job: ClaimedJob) => {
    const analysisId = Number((job.payload as Partial<CallAnalysisJobPayload>).analysisId);
    const [row] = Number.isSafeInteger(analysisId)
      ? await deps.db.select().from(callAnalyses).where(eq(callAnalyses.id, analysisId))
      : [];
    if (!row || (row.status !== ANALYSIS_STATUS.pending && row.status !== ANALYSIS_STATUS.inProgress)) return;
    await storeOutcome(deps, row, { status: ANALYSIS_STATUS.inProgress });
    try {
      await storeOutcome(deps, row, await analyse(deps, row));
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await storeOutcome(deps, row, {
          status: ANALYSIS_STATUS.unableToAnalyze,
          failureReason: error instanceof Error ? error.message.slice(0, 500) : 'analysis failed',
        });
      }
      throw error;
    }
  };
}

async function analyse(deps: CallAnalysisDependencies, row: CallAnalysisRow): Promise<Partial<Outcome>> {
  const key = row.recordingKey ?? (await deps.findRecordingKey?.(row.callId)) ?? null;
  if (key === null) return { status: ANALYSIS_STATUS.unableToAnalyze, failureReason: 'the call has no recording' };
  const bytes = await deps.storage.get(key);
  if (bytes === null) return { status: ANALYSIS_STATUS.unableToAnalyze, failureReason: 'the recording is missing' };
  let measures: VoiceMeasures;
  try {
    const channel = decodeClientChannel(bytes);
    measures = await measureVoiceYielding(channel.samples, channel.sampleRate);
  } catch (error) {
    if (error instanceof UnreadableRecordingError) {
      return { status: ANALYSIS_STATUS.unableToAnalyze, failureReason: error.message };
    }
    throw error;
  }
  if (!measures.sufficient) {
    return { status: ANALYSIS_STATUS.notEnoughData, measures, anomalyLevel: -1, anomalyKinds: [], voiceScore: null };
  }
  const baseline = await readBaseline(deps.db, row);
  const comparison = scoreAgainstBaseline(measures, baseline, await deps.alertThreshold(row.organizationId));
  return {
    status: comparison.enoughBaseline ? ANALYSIS_STATUS.complete : ANALYSIS_STATUS.notEnoughData,
    measures,
    voiceScore: comparison.voiceScore,
    anomalyLevel: comparison.anomalyLevel,
    anomalyKinds: comparison.anomalyKinds,
    baselineCount: comparison.baselineCount,
    failureReason: null,
  };
}

/**
 * The client's usual voice: the measures of the calls placed before this one, oldest first, from each earlier call's
 * newest finished analysis with enough speech (complete, or "not enough data" for want of a baseline) that was not
 * judged anomalous, at most `MAX_BASELINE_CALLS`. Anomalous calls stay out, so a lasting change keeps being flagged
 * until a reviewer sets such a call's level to 0, which makes it part of the baseline.
 */
async function readBaseline(db: Db, row: CallAnalysisRow): Promise<VoiceMeasures[]> {
  const rows = await queryRows<{ measures: VoiceMeasures | string }>(
    db,
    sql`select measures from (
          select distinct on (a.call_id) a.measures, coalesce(c.start_date, c.date_created) as placed_at, c.id as call_id
          from call_analyses a join calls c on c.id = a.call_id
          where a.patient_id = ${row.patientId} and a.organization_id = ${row.organizationId}
            and a.call_id <> ${row.callId}
            and a.status in (${ANALYSIS_STATUS.complete}, ${ANALYSIS_STATUS.notEnoughData})
            and (a.measures ->> 'sufficient') = 'true'
            and a.anomaly_level <= 0
            and coalesce(c.start_date, c.date_created) <
              (select coalesce(start_date, date_created) from calls where id = ${row.callId})
          order by a.call_id, a.id desc
        ) earlier
        order by placed_at desc, call_id desc
        limit ${MAX_BASELINE_CALLS}`,
  );
  return rows
    .map((entry) => (typeof entry.measures === 'string' ? JSON.parse(entry.measures) : entry.measures))
    .reverse();
}

/** Stores a run's new state (one more version) and sets the call's status to its newest analysis's. */
async function storeOutcome(
  deps: CallAnalysisDependencies,
  row: CallAnalysisRow,
  outcome: Partial<Outcome>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(callAnalyses)
      .set({ ...outcome, version: sql`${callAnalyses.version} + 1`, updatedAt: deps.now(), updatedBy: null })
      .where(eq(callAnalyses.id, row.id));
    const [newest] = await tx
      .select({ status: callAnalyses.status })
      .from(callAnalyses)
      .where(eq(callAnalyses.callId, row.callId))
      .orderBy(desc(callAnalyses.id))
      .limit(1);
    if (newest) await tx.update(calls).set({ status: newest.status }).where(eq(calls.id, row.callId));
  });
}
