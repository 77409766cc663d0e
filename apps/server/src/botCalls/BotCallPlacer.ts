/** A bot call's final outcome, in the telephone network's words. */
export type BotCallEndStatus = 'completed' | 'no-answer' | 'busy' | 'failed' | 'canceled';

/** The statuses a call passes through before it ends. */
export type BotCallProgressStatus = 'ringing' | 'in-progress';

/** The call a placer places: its record and what to dial, with which questionnaire. */
export interface BotCallToPlace {
  callId: number;
  organizationId: number;
  patientId: number;
  /** `country code-number`, as client phones are stored. */
  phoneNumber: string;
  questionnaireId: number;
  /** 1 for the first dial, one more for each retry. */
  attempt: number;
  /** An admin's dry run: its client leg rings the admin's browser line. */
  isDryRun?: boolean;
}

/** How a placed call ended: its status and a short reason for the record (`completed`, `no-answer`, `hangup`, …). */
export interface BotCallOutcome {
  status: BotCallEndStatus;
  endReason: string;
}

/** What the placer may tell while the call runs, and the signal that asks it to hang up (the server is stopping). */
export interface BotCallProgress {
  /**
   * Stores the call's status; resolves once it, or a status told after it, is stored. Statuses are stored in the
   * order told, and one that a later status replaced before its turn came is not stored at all.
   */
  report(status: BotCallProgressStatus): Promise<void>;
  signal: AbortSignal;
}

/**
 * What places a bot call: dials the client, runs the questionnaire with no operator and resolves with how the call
 * ended. Everything around it (the call record, the queue, retries, recovery) belongs to the bot-call runner; a throw
 * is taken as a `failed` call.
 */
export interface BotCallPlacer {
  place(call: BotCallToPlace, progress: BotCallProgress): Promise<BotCallOutcome>;
}
