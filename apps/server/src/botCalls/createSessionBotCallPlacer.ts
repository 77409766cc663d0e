import type { BotCalls } from '../callSession/createBotCalls.ts';
import type { Telephony } from '../telephony/Telephony.ts';
import type { BotCallEndStatus, BotCallPlacer } from './BotCallPlacer.ts';

const UNANSWERED: ReadonlySet<string> = new Set(['busy', 'no-answer', 'failed', 'canceled']);

/**
 * Places bot calls with the bot's own session (`startBotCall`): the telephony dials the client and the session runs
 * the questionnaire once they answer. The client leg's `ringing` and `in-progress` become the call's progress; a call
 * the client never answered ends with its leg's status (`no-answer` when the network gave none), an answered one
 * `completed` with the session's end reason. A server that stops hangs its calls up.
 */
export function createSessionBotCallPlacer(
  bot: () => Pick<BotCalls, 'startBotCall'>,
  telephony: Pick<Telephony, 'onEvent' | 'endConference'>,
): BotCallPlacer {
  return {
    async place(call, progress) {
      const callId = String(call.callId);
      const stop = telephony.onEvent((event) => {
        if (event.callId !== callId || event.type !== 'leg-status' || event.role !== 'client') return;
        if (event.status === 'ringing' || event.status === 'in-progress') {
          progress.report(event.status).catch(() => {});
        }
      });
      const hangUp = () => {
        telephony.endConference({ callId }).catch(() => {});
      };
      progress.signal.addEventListener('abort', hangUp, { once: true });
      try {
        const result = await bot().startBotCall({ callId: call.callId });
        if (result.reason === 'not-answered') {
          const status: BotCallEndStatus =
            result.patientDialStatus && UNANSWERED.has(result.patientDialStatus)
              ? (result.patientDialStatus as BotCallEndStatus)
              : 'no-answer';
          return { status, endReason: status };
        }
        return { status: 'completed', endReason: result.reason };
      } finally {
        stop();
        progress.signal.removeEventListener('abort', hangUp);
      }
    },
  };
}
