import type { TranscriptMessage } from '@carecall/api-client';
import type { RunState } from '@carecall/graph-core/runner';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import { recordBotAnswers } from '../calls/recordBotAnswers.ts';
import type { Db } from '../db/openDatabase.ts';
import type { CallRunAnswer, CallRunPathStep } from '../db/schema/callRuns.ts';
import { callRuns, calls, callTranscriptions } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';

/** What one step of a bot's run adds to the call's record. */
export interface CallRunStep {
  state: RunState;
  /** Vertices arrived at in this step. */
  path: CallRunPathStep[];
  /** Answers recorded in this step. */
  answers: CallRunAnswer[];
  /** The transcript so far, whole. */
  transcript: TranscriptMessage[];
  /** Set on the last step: why the session ended. */
  endReason?: string;
}

/** Where a bot session keeps its run: saved after every step. */
export interface CallRunStore {
  saveStep(step: CallRunStep): Promise<void>;
}

/**
 * Keeps a call's run in the database: the runner's state, the path and answers appended (`call_runs`, the run's own
 * record, as recorded), the answers appended to the call's answers too (`call_answers`, where staff see and correct
 * them), and the transcript so far as the call's transcript (`call_transcriptions`), in one transaction per step. The
 * first step creates the rows; the last stamps the end reason, marks the transcript completed and audits the run
 * stored.
 */
export function createDatabaseCallRunStore(
  db: Db,
  call: { callId: number; organizationId: number; patientId: number; questionnaireId: number },
  now: () => Date,
): CallRunStore {
  return {
    async saveStep(step) {
      const at = now();
      await withTransaction(db, async (tx) => {
        // First, as it locks the call's row before anything else of this transaction holds a lock on it.
        await recordBotAnswers(tx, call, step.answers, at);
        await tx
          .insert(callRuns)
          .values({
            callId: call.callId,
            organizationId: call.organizationId,
            questionnaireId: call.questionnaireId,
            state: step.state,
            path: step.path,
            answers: step.answers,
            steps: 1,
            endReason: step.endReason ?? null,
            startedAt: at,
            updatedAt: at,
            endedAt: step.endReason ? at : null,
          })
          .onConflictDoUpdate({
            target: callRuns.callId,
            set: {
              state: step.state,
              path: sql`${callRuns.path} || ${JSON.stringify(step.path)}::jsonb`,
              answers: sql`${callRuns.answers} || ${JSON.stringify(step.answers)}::jsonb`,
              steps: sql`${callRuns.steps} + 1`,
              updatedAt: at,
              ...(step.endReason ? { endReason: step.endReason, endedAt: at } : {}),
            },
          });
        if (step.transcript.length > 0) {
          await tx
            .insert(callTranscriptions)
            .values({
              callId: call.callId,
              organizationId: call.organizationId,
              content: step.transcript,
              dateCreated: at,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: callTranscriptions.callId,
              set: { content: step.transcript, updatedAt: at },
            });
        }
        if (step.endReason) {
          if (step.transcript.length > 0) {
            await tx.update(calls).set({ callTranscriptionStatus: 'completed' }).where(eq(calls.id, call.callId));
          }
          await recordAudit(tx, {
            userId: null,
            at,
            action: AUDIT_ACTIONS.botCallRunStored,
            organizationId: call.organizationId,
            clientId: call.patientId,
            detail: { callId: call.callId, endReason: step.endReason },
          });
        }
      });
    },
  };
}
