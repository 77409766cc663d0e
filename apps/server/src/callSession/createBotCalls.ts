import { and, eq } from 'drizzle-orm';
import { TELEPHONE_SAMPLE_RATE } from '../audio/audioFrames.ts';
import { readWavChannels } from '../audio/createStereoRecorder.ts';
import { resamplePcm } from '../audio/resamplePcm.ts';
import { markCallStarted } from '../calls/markCallStarted.ts';
import type { Db } from '../db/openDatabase.ts';
import { calls } from '../db/schema/index.ts';
import type { EventBus } from '../events/EventBus.ts';
import { FEEDBACK_SENTENCES } from '../speech/FEEDBACK_SENTENCES.ts';
import type { SpeechLanguage, SpeechSynthesizer } from '../speech/SpeechSynthesizer.ts';
import {
  type DialStatus,
  FINAL_DIAL_STATUSES,
  type Telephony,
  TelephonyError,
  type TelephonyEvent,
} from '../telephony/Telephony.ts';
import {
  type BotCallOutcome,
  BotCallSession,
  type BotSpeech,
  type BotTiming,
  type BotTransferOutcome,
} from './BotCallSession.ts';
import { createDatabaseCallRunStore } from './CallRunStore.ts';
import {
  CALL_UPDATE_TOPIC,
  type CallSessionEndReason,
  type CallUpdate,
  callUpdateEventSchema,
} from './callSessionMessages.ts';
import type { VoiceActivityThresholds } from './detectVoiceActivity.ts';
import { loadBotCallSetup } from './loadBotCallSetup.ts';
import type { SpeechRecognizer } from './SpeechRecognizer.ts';

/** How an automated bot call ended, for the job that placed it. */
export interface BotCallResult {
  callId: number;
  /** The session's end reason; `not-answered` when the client's phone never picked up. */
  reason: CallSessionEndReason;
  /** The client leg's last status (completed, busy, no-answer, failed, canceled). */
  patientDialStatus: DialStatus | null;
  answers: BotCallOutcome['answers'];
  path: BotCallOutcome['path'];
}

/** The bot on the server's calls. */
export interface BotCalls {
  /**
   * Follows telephony events: the bot joins an operator's live call once its client answered (on a dry run, once the
   * operator is on), and ends a call it was left alone on with the client.
   */
  handleTelephonyEvent(event: TelephonyEvent): void;
  /**
   * Places an automated call: opens its recorded conference, dials the call's number, runs its questionnaire with the
   * client once they answer, and hangs up when the run ends. Resolves with the outcome once the conference has
   * ended; rejects only when the call cannot be placed at all (no such call, no questionnaire, telephony refused).
   */
  startBotCall(options: { callId: number }): Promise<BotCallResult>;
  /** The latest update of each kind a call's session published: what a screen joining late shows first. */
  latestUpdates(callId: string): CallUpdate[];
  /** Whether the bot is on a call now. */
  isRunning(callId: string): boolean;
  /** Resolves when every session running now has ended. */
  idle(): Promise<void>;
}

/** Turns the server's speech synthesizer into the bot's voice: 8 kHz samples, or none without a synthesizer. */
export function createBotSpeech(synthesizer: SpeechSynthesizer | null): BotSpeech {
  return async ({ text, language }) => {
    if (!synthesizer) return null;
    const speechLanguage: SpeechLanguage = language === 'es-US' ? 'es-US' : 'en-US';
    const wav = await synthesizer.synthesize({ text, language: speechLanguage, sampleRate: TELEPHONE_SAMPLE_RATE });
    const { sampleRate, channels } = readWavChannels(wav);
    const [samples] = channels;
    if (!samples) return null;
    return sampleRate === TELEPHONE_SAMPLE_RATE ? samples : resamplePcm(samples, sampleRate, TELEPHONE_SAMPLE_RATE);
  };
}

/** How long a transfer may ring before the bot gives up on it: longer than a carrier's 30 s ring timeout. */
export const DEFAULT_TRANSFER_TIMEOUT_MS = 45_000;

/**
 * Dials a hot transfer into a call's conference and resolves with its outcome: `answered` once the transferee's leg
 * is in progress; `not-answered` on busy, no-answer, failed or canceled, when the conference ends first, or after
 * `timeoutMs` (the ringing leg is then hung up). A dial the telephony refuses is not answered either.
 */
export function placeTransfer(
  telephony: Telephony,
  options: { callId: string; phoneNumber: string; timeoutMs: number },
): Promise<BotTransferOutcome> {
  const { callId, phoneNumber, timeoutMs } = options;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: BotTransferOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop();
      resolve(outcome);
    };
    const stop = telephony.onEvent((event) => {
      if (event.callId !== callId) return;
      if (event.type === 'conference-ended') settle({ result: 'not-answered', status: 'canceled' });
      if (event.type !== 'leg-status' || event.role !== 'transferee') return;
      if (event.status === 'in-progress') settle({ result: 'answered', status: event.status });
      else if (FINAL_DIAL_STATUSES.has(event.status)) settle({ result: 'not-answered', status: event.status });
    });
    const timer = setTimeout(() => {
      if (settled) return;
      settle({ result: 'not-answered', status: 'timeout' });
      void telephony.removeLeg({ callId, role: 'transferee' }).catch(() => {});
    }, timeoutMs);
    timer.unref();
    telephony
      .dialTransfer({ callId, phoneNumber })
      .catch(() => settle({ result: 'not-answered', status: 'not-placed' }));
  });
}

export function createBotCalls(options: {
  db: Db;
  telephony: Telephony;
  events: EventBus;
  speech: BotSpeech;
  recognizer: SpeechRecognizer | null;
  now(): Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  timing?: Partial<BotTiming>;
  voiceActivity?: Partial<VoiceActivityThresholds>;
  /** How long a hot transfer may ring (45 s by default). */
  transferTimeoutMs?: number;
}): BotCalls {
  const { db, telephony, events, log } = options;
  const running = new Map<string, Promise<BotCallOutcome | null>>();
  /** Calls placed by `startBotCall`: nobody else starts their bot. */
  const automated = new Set<string>();
  /** Calls whose operator is on the line. */
  const operatorsOn = new Set<string>();
  /** The latest update of each kind, per call. */
  const latest = new Map<string, Map<CallUpdate['type'], CallUpdate>>();

  events.subscribe(CALL_UPDATE_TOPIC, (event) => {
    const parsed = callUpdateEventSchema.safeParse(event.payload);
    if (!parsed.success) return;
    const { callId, update } = parsed.data;
    const kinds = latest.get(callId) ?? new Map();
    kinds.set(update.type, update);
    latest.set(callId, kinds);
  });

  /** Runs the bot on a call whose conference is open; resolves with the outcome (null when it could not join). */
  const runSession = (callId: string): Promise<BotCallOutcome | null> => {
    const existing = running.get(callId);
    if (existing) return existing;
    const task = (async () => {
      const setup = await loadBotCallSetup(db, Number(callId), options.now);
      if (!setup) return null;
      let port: Awaited<ReturnType<Telephony['connectBot']>>;
      try {
        port = await telephony.connectBot({ callId });
      } catch (error) {
        // The client hung up (or the call was ended) between answering and the bot joining: the client was reached,
        // and the call ended with nothing asked.
        if (error instanceof TelephonyError && error.code === 'CONFERENCE_NOT_FOUND')
          return { reason: 'client-hangup', answers: [], path: [], transcript: [] } satisfies BotCallOutcome;
        throw error;
      }
      const session = new BotCallSession({
        callId,
        prepared: setup.prepared,
        context: setup.context,
        port,
        speech: options.speech,
        recognizer: options.recognizer,
        events,
        store: createDatabaseCallRunStore(
          db,
          {
            callId: setup.callId,
            organizationId: setup.organizationId,
            patientId: setup.patientId,
            questionnaireId: setup.questionnaireId,
          },
          options.now,
        ),
        now: options.now,
        recordingStartedAt: setup.startedAt,
        feedbackButtons: FEEDBACK_SENTENCES,
        ...(options.timing ? { timing: options.timing } : {}),
        ...(options.voiceActivity ? { voiceActivity: options.voiceActivity } : {}),
        transfer: (phoneNumber) =>
          placeTransfer(telephony, {
            callId,
            phoneNumber,
            timeoutMs: options.transferTimeoutMs ?? DEFAULT_TRANSFER_TIMEOUT_MS,
          }),
        leave: () => telephony.removeLeg({ callId, role: 'operator' }),
        hangUp: () => telephony.endConference({ callId }),
        log,
      });
      const outcome = await session.run();
      // Alone with the client (the operator left, or never was there), the bot's end is the call's end; after an
      // answered transfer the client and the transferee talk on, and the call ends when they hang up.
      // An operator's dry run keeps the operator on after the bot; an admin's automated dry run ends with the bot.
      const keptOpen = setup.isDryRun && !automated.has(callId);
      if (!operatorsOn.has(callId) && !keptOpen && outcome.reason !== 'transferred')
        await telephony.endConference({ callId });
      return outcome;
    })().catch((error: unknown) => {
      log.error({ err: error, callId }, 'the bot could not run on a call');
      return null;
    });
    running.set(callId, task);
    void task.finally(() => {
      running.delete(callId);
      setTimeout(() => latest.delete(callId), 60_000).unref();
    });
    return task;
  };

  const isLiveCall = async (callId: string, dryRun: boolean): Promise<boolean> => {
    if (!/^\d{1,15}$/.test(callId)) return false;
    const [call] = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.id, Number(callId)), eq(calls.isDryRun, dryRun)));
    return call !== undefined;
  };

  return {
    handleTelephonyEvent(event) {
      if (event.type === 'conference-ended') {
        operatorsOn.delete(event.callId);
        return;
      }
      if (event.type !== 'leg-status') return;
      const { callId, role, status } = event;
      if (role === 'operator') {
        if (status === 'in-progress') operatorsOn.add(callId);
        else if (FINAL_DIAL_STATUSES.has(status)) operatorsOn.delete(callId);
      }
      if (status !== 'in-progress' || automated.has(callId) || running.has(callId)) return;
      // The client answered an operator's call, or the operator joined a dry run (where no client is dialled).
      const dryRun = role === 'operator';
      if (role !== 'client' && role !== 'operator') return;
      void isLiveCall(callId, dryRun).then(
        (live) => {
          if (live && !running.has(callId)) void runSession(callId);
        },
        (error: unknown) => log.error({ err: error, callId }, 'a live call could not be looked up for its bot'),
      );
    },

    async startBotCall({ callId: id }) {
      const callId = String(id);
      // One placement a call: a second would hang up the first when its dial is refused.
      if (automated.has(callId) || running.has(callId)) throw new Error(`call ${id} is already being placed`);
      automated.add(callId);
      try {
        const setup = await loadBotCallSetup(db, id, options.now);
        if (!setup) throw new Error(`call ${id} does not exist or has no questionnaire`);
        // A dry run holds no number: its client leg rings the admin's browser line it was bound to.
        if (!setup.phoneNumber && !setup.isDryRun) throw new Error(`call ${id} has no number to dial`);
        // Transcript times count from the conference's start, which is the call's start.
        const startedAt = options.now();
        await markCallStarted(db, id, startedAt);
        let clientStatus: DialStatus | null = null;
        const placed: { session: Promise<BotCallOutcome | null> | null } = { session: null };
        let stop = () => {};
        const ended = new Promise<void>((resolve) => {
          stop = telephony.onEvent((event) => {
            if (event.callId !== callId) return;
            if (event.type === 'conference-ended') {
              stop();
              resolve();
              return;
            }
            if (event.type !== 'leg-status' || event.role !== 'client') return;
            clientStatus = event.status;
            if (event.status === 'in-progress' && !placed.session) {
              // A bot that could not join leaves nobody to talk to the client: the call ends.
              placed.session = runSession(callId).then(async (outcome) => {
                if (!outcome) await telephony.endConference({ callId });
                return outcome;
              });
            }
            // A phone that never picked up ends the call.
            if (FINAL_DIAL_STATUSES.has(event.status) && !placed.session) {
              void telephony.endConference({ callId }).catch(() => {});
            }
          });
        });
        await telephony.openConference({
          callId,
          organizationId: setup.organizationId,
          clientId: setup.patientId,
          record: true,
        });
        try {
          await telephony.dialClient({ callId, phoneNumber: setup.phoneNumber ?? '' });
        } catch (error) {
          stop();
          await telephony.endConference({ callId });
          throw error;
        }
        await ended;
        const outcome = placed.session ? await placed.session : null;
        return {
          callId: id,
          reason: outcome?.reason ?? 'not-answered',
          patientDialStatus: clientStatus,
          answers: outcome?.answers ?? [],
          path: outcome?.path ?? [],
        };
      } finally {
        automated.delete(callId);
      }
    },

    latestUpdates(callId) {
      return [...(latest.get(callId)?.values() ?? [])];
    },

    isRunning(callId) {
      return running.has(callId);
    },

    async idle() {
      await Promise.all([...running.values()]);
    },
  };
}
