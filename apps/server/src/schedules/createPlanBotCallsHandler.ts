import type { Settings } from '@carecall/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.ts';
import type { ClaimedJob } from '../jobs/claimJob.ts';
import type { JobHandler } from '../jobs/createJobWorker.ts';
import { enqueueJob } from '../jobs/enqueueJob.ts';
import { PLAN_BOT_CALLS_JOB, PLANNING_INTERVAL_MS, planAllBotCalls, planBotCallsForPatient } from './planBotCalls.ts';

export interface PlanBotCallsHandlerOptions {
  db: Db;
  now: () => Date;
  settings: (organizationId: number) => Promise<Settings>;
  log: FastifyBaseLogger;
  /** Wakes the bot-call worker once calls are planned or given back. */
  wakeBotCalls: () => void;
}

/** Queues the pass over every client (once), due at `runAt`. */
export function enqueueFullPlanning(db: Db, runAt: Date): Promise<number> {
  return enqueueJob(db, { kind: PLAN_BOT_CALLS_JOB, payload: {}, uniqueKey: 'all', runAt });
}

/**
 * Plans bot calls: for one client (`{ patientId }`), or for every client (`{}`), after which the next pass over
 * every client is queued an interval later, so planning goes on across restarts without a timer of its own.
 */
export function createPlanBotCallsHandler(options: PlanBotCallsHandlerOptions): JobHandler {
  return async (job: ClaimedJob) => {
    const now = options.now();
    if (typeof job.payload.patientId === 'number') {
      await planBotCallsForPatient(options.db, job.payload.patientId, now, options.settings);
    } else {
      await enqueueFullPlanning(options.db, new Date(now.getTime() + PLANNING_INTERVAL_MS));
      const result = await planAllBotCalls(options.db, now, options.settings);
      if (result.planned + result.canceled + result.recovered > 0) options.log.info(result, 'bot calls planned');
    }
    options.wakeBotCalls();
  };
}
