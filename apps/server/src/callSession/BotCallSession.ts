import type { ActionButton, FeedbackButton, TranscriptMessage } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import {
  type RunContext,
  type RunEffect,
  type RunInput,
  type RunState,
  resume,
  start,
  type TransferResult,
} from '@carecall/graph-core/runner';
import type { AudioPort } from '../audio/AudioPort.ts';
import { FRAME_MS, splitIntoFrames, TELEPHONE_SAMPLE_RATE } from '../audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../audio/mulaw.ts';
import type { CallRunAnswer, CallRunPathStep } from '../db/schema/callRuns.ts';
import type { EventBus } from '../events/EventBus.ts';
import type { CallRunStore } from './CallRunStore.ts';
import {
  CALL_COMMAND_TOPIC,
  CALL_UPDATE_TOPIC,
  type CallCommand,
  type CallSessionEndReason,
  type CallUpdate,
  callCommandEventSchema,
} from './callSessionMessages.ts';
import { createVoiceActivityDetector, type VoiceActivityThresholds } from './detectVoiceActivity.ts';
import type { SpeechRecognizer } from './SpeechRecognizer.ts';

/** Speech for the bot's prompts, as 8 kHz samples; null when no synthesizer is installed (the bot is then mute). */
export type BotSpeech = (request: { text: string; language: string }) => Promise<Int16Array | null>;

/** How long the bot waits, in milliseconds of call audio (counted in the frames the call delivers). */
export interface BotTiming {
  /** Silence after a question has been asked before the runner hears `no-input`. */
  noInputMs: number;
  /** Quiet after the last keypad digit before the digits are taken as the answer (`#` ends them at once). */
  digitTimeoutMs: number;
}

/** Twilio's `<Gather>` defaults: 5 s of silence is no input; a pause of 2 s after a digit ends the digits. */
export const DEFAULT_BOT_TIMING: BotTiming = { noInputMs: 5_000, digitTimeoutMs: 2_000 };

/** Keys kept while the bot is not yet listening: enough for a date or a zip code. */
const MAX_TYPE_AHEAD = 16;

/** How a transfer the session asked for turned out: the runner's result and the leg's status that decided it. */
export interface BotTransferOutcome {
  result: TransferResult;
  /** The transferee leg's deciding status (`in-progress` when answered), `timeout`, or `not-placed`. */
  status: string;
}

/** How a bot session ended. */
export interface BotCallOutcome {
  reason: CallSessionEndReason;
  answers: CallRunAnswer[];
  path: CallRunPathStep[];
  transcript: TranscriptMessage[];
}

export interface BotCallSessionOptions {
  callId: string;
  prepared: Questionnaire;
  context: RunContext;
  port: AudioPort;
  speech: BotSpeech;
  /** Null where no recogniser is installed: the client answers by keypad. */
  recognizer: SpeechRecognizer | null;
  events: EventBus;
  store: CallRunStore;
  now(): Date;
  /** When the call's recording started: transcript times count from it. */
  recordingStartedAt: Date;
  timing?: Partial<BotTiming>;
  voiceActivity?: Partial<VoiceActivityThresholds>;
  /** The feedback sentences an operator may have the bot say (all languages; the session offers the active one's). */
  feedbackButtons?: readonly FeedbackButton[];
  /**
   * Dials a transfer into the call and resolves once it is answered or is not (busy, no answer, failed, timed out);
   * absent: every transfer is `not-answered`.
   */
  transfer?(phone: string): Promise<BotTransferOutcome>;
  /** The operator asked to leave: take their leg out of the call. */
  leave?(): Promise<void>;
  /** The operator asked to hang up: end the call for everyone. */
  hangUp?(): Promise<void>;
  log?: { warn(object: object, message: string): void };
}

/** What the client (or the operator) gave in an input: the recognised speech, the keys, the option chosen. */
function heardIn(input: RunInput | null): string {
  if (input?.type === 'utterance') return input.text;
  if (input?.type === 'keypad') return input.digits;
  if (input?.type === 'operator' && input.command === 'navigate') return input.option;
  return '';
}

/** Why a run's end maps to a session's. */
function toSessionReason(reason: Extract<RunEffect, { type: 'end' }>['reason']): CallSessionEndReason {
  return reason;
}

/**
 * The bot on a call: drives the questionnaire runner with the call's audio. `say` effects are synthesized and played
 * into the audio port (the runner hears `played` once the last frame has gone out); while the runner waits for an
 * answer the bot listens: keypad digits at any time (they cut a prompt short), speech once the prompt has played,
 * found by voice activity detection and recognised against the question's words; a silence of `noInputMs` is
 * `no-input`. Operator commands arrive on the event bus (`call.command`) and screen updates leave on it
 * (`call.update`). The runner's state, the path, the answers and the transcript are saved after every step.
 * `run()` resolves once the run has ended and its last words have played, or the call is gone.
 */
export class BotCallSession {
  private readonly timing: BotTiming;
  private readonly vad;
  private state: RunState | null = null;
  private readonly transcript: TranscriptMessage[] = [];
  private readonly path: CallRunPathStep[] = [];
  private readonly answers: CallRunAnswer[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** Frames heard since the bot joined: the session's clock, ticking with the call's audio. */
  private framesHeard = 0;
  /** Where the recording was when the bot joined. */
  private joinedAtMs = 0;
  /** The frame at which everything queued into the port will have played. */
  private playEndFrame = 0;
  /** Set while the runner waits for the end of what is playing. */
  private awaitingPlayed = false;
  private listening: { words: readonly string[] } | null = null;
  /** Frames of silence since the prompt finished, while listening. */
  private silentFrames = 0;
  private digits = '';
  /** Keys pressed while the run was not yet listening (a message before the question was playing). */
  private typeAhead = '';
  private framesSinceDigit = 0;
  private recognising = false;
  /** The last question spoken, and the vertex that asked it: an answer at that vertex answers it. */
  private lastQuestion: { questionnaireId: number; vertex: string; text: string } | null = null;
  /** The words of the last question asked: a reprompt listens for them again. */
  private lastWords: readonly string[] = [];
  private utteranceStartMs = 0;
  private language: string;
  private ended: CallSessionEndReason | null = null;
  private operatorHungUp = false;
  /** The transfer vertex's path entry while its dial is pending: stored once the outcome is known. */
  private pendingTransfer: CallRunPathStep | null = null;
  /** A transfer was answered: once its messages have played the bot leaves the call to the people on it. */
  private transferred = false;
  private finish: (outcome: BotCallOutcome) => void = () => {};
  private readonly done: Promise<BotCallOutcome>;
  private readonly unsubscribe: (() => void)[] = [];
  private warned = new Set<string>();

  constructor(private readonly options: BotCallSessionOptions) {
    this.timing = { ...DEFAULT_BOT_TIMING, ...options.timing };
    this.vad = createVoiceActivityDetector(options.voiceActivity);
    this.language = options.context.language ?? options.prepared.language;
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  /** Starts the run; resolves with the outcome when the session is over. */
  run(): Promise<BotCallOutcome> {
    const { port, events } = this.options;
    this.joinedAtMs = Math.max(0, this.options.now().getTime() - this.options.recordingStartedAt.getTime());
    this.unsubscribe.push(
      port.onFrame((frame) => this.onFrame(frame)),
      port.onDigit((digit) => this.onDigit(digit)),
      port.onClose(() => this.onPortClosed()),
      events.subscribe(CALL_COMMAND_TOPIC, (event) => this.onCommand(event.payload)),
    );
    this.publish({ type: 'update_active_language', language: this.language });
    this.publish({ type: 'update_feedback_buttons', buttons: this.feedbackButtons() });
    const alternative = this.options.prepared.shadow_questionnaire_id;
    this.publish({
      type: 'update_alternative',
      alternative: { questionnaireId: alternative > 0 && this.hasQuestionnaire(alternative) ? alternative : null },
    });
    this.enqueue(null);
    return this.done;
  }

  /** The transcript so far (bot lines exact, client lines as recognised). */
  get lines(): readonly TranscriptMessage[] {
    return this.transcript;
  }

  private hasQuestionnaire(id: number): boolean {
    return Object.hasOwn(this.options.context.questionnaires ?? {}, String(id));
  }

  private feedbackButtons(): FeedbackButton[] {
    return (this.options.feedbackButtons ?? []).filter(
      (button) => button.is_active && button.portal_display && button.language === this.language,
    );
  }

  private publish(update: CallUpdate): void {
    this.options.events
      .publish({ topic: CALL_UPDATE_TOPIC, payload: { callId: this.options.callId, update } })
      .catch((error: unknown) => this.warnOnce('publish', error, 'a call update could not be published'));
  }

  private warnOnce(key: string, error: unknown, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.options.log?.warn({ err: error, callId: this.options.callId }, message);
  }

  /**
   * Milliseconds from the start of the recording to a frame `offset` frames from now: where the recording was when the
   * bot joined, then counted in the call's frames (the recording advances one frame per frame the bot hears).
   */
  private recordingMs(offsetFrames = 0): number {
    const ms = this.joinedAtMs + (this.framesHeard + offsetFrames) * FRAME_MS;
    return Math.max(0, Math.round(ms));
  }

  /** Runs one step (the start, or an input) after the ones before it. */
  private enqueue(input: RunInput | null): void {
    this.queue = this.queue
      .then(() => this.step(input))
      .catch((error: unknown) => {
        this.warnOnce('step', error, 'the bot could not run a step of its questionnaire');
        void this.end('error');
      });
  }

  private async step(input: RunInput | null): Promise<void> {
    if (this.ended) return;
    const { prepared, context } = this.options;
    if (input !== null && this.state === null) return;
    const result =
      input === null || this.state === null ? start(prepared, context) : resume(prepared, this.state, input, context);
    this.state = result.state;
    const pathStart = this.path.length;
    const answerStart = this.answers.length;
    let endReason: CallSessionEndReason | null = null;
    if (input?.type === 'transfer' && this.pendingTransfer) {
      this.path.splice(pathStart, 0, this.pendingTransfer);
      this.pendingTransfer = null;
    }
    // After an answered transfer, a question is left unasked: the bot is leaving the call to the people on it.
    const leavingQuietly = this.transferred && result.state.wait.for === 'answer';
    for (const effect of result.effects) {
      if (leavingQuietly && (effect.type === 'say' || effect.type === 'play' || effect.type === 'listen')) continue;
      if (leavingQuietly && effect.type === 'buttons') continue;
      const reason = await this.apply(effect, input);
      if (reason) endReason = reason;
    }
    if (this.state.language !== this.language) {
      this.language = this.state.language;
      this.publish({ type: 'update_active_language', language: this.language });
      this.publish({ type: 'update_feedback_buttons', buttons: this.feedbackButtons() });
    }
    const wait = this.state.wait;
    this.awaitingPlayed = wait.for === 'played';
    if (wait.for !== 'answer') this.stopListening();
    else if (!this.listening) this.startListening(this.lastWords);
    if (endReason === null && wait.for === 'nothing') endReason = toSessionReason(wait.reason);
    // After an answered transfer the bot says what follows the answered edge, then leaves the call to the people:
    // it asks nothing more, and the run's end is the transfer.
    if (this.transferred && wait.for !== 'played' && (endReason === null || endReason === 'completed'))
      endReason = 'transferred';
    if (endReason !== null) endReason = this.finalReason(endReason);
    await this.options.store.saveStep({
      state: this.state,
      path: this.path.slice(pathStart),
      answers: this.answers.slice(answerStart),
      transcript: [...this.transcript],
      ...(endReason !== null ? { endReason } : {}),
    });
    if (endReason !== null) await this.end(endReason, { saved: true });
    else if (this.awaitingPlayed) this.checkPlayed();
  }

  /**
   * Carries out one effect of the step `input` started; answers an end reason when the effect ends the session.
   */
  private async apply(effect: RunEffect, input: RunInput | null): Promise<CallSessionEndReason | null> {
    switch (effect.type) {
      case 'visit':
        this.path.push({ questionnaireId: effect.questionnaireId, vertex: effect.vertex, atMs: this.recordingMs() });
        return null;
      case 'say':
        if (effect.field === 'question')
          this.lastQuestion = { questionnaireId: effect.questionnaireId, vertex: effect.vertex, text: effect.text };
        await this.say(effect.text);
        return null;
      case 'play':
        // A recording is played as its transcription spoken, the words the questionnaire's author recorded.
        if (effect.transcription?.trim()) await this.say(effect.transcription);
        return null;
      case 'listen':
        this.startListening(effect.words);
        return null;
      case 'buttons': {
        const buttons: ActionButton[] = effect.options.map((option) => ({ action: option, text: option }));
        this.publish({ type: 'update_action_buttons', buttons });
        return null;
      }
      case 'answer': {
        const asked = this.lastQuestion;
        this.answers.push({
          questionnaireId: effect.questionnaireId,
          vertex: effect.vertex,
          name: effect.name,
          value: effect.value,
          input: effect.input,
          atMs: this.recordingMs(),
          question:
            asked && asked.questionnaireId === effect.questionnaireId && asked.vertex === effect.vertex
              ? asked.text
              : null,
          heard: heardIn(input),
        });
        return null;
      }
      case 'transfer': {
        // The transfer vertex's path entry waits for the outcome, and is stored with it.
        const visit = this.path.at(-1);
        const entry: CallRunPathStep =
          visit && visit.vertex === effect.vertex && visit.questionnaireId === effect.questionnaireId
            ? (this.path.pop() as CallRunPathStep)
            : { questionnaireId: effect.questionnaireId, vertex: effect.vertex, atMs: this.recordingMs() };
        this.pendingTransfer = entry;
        const transfer = this.options.transfer;
        const outcome: Promise<BotTransferOutcome> = transfer
          ? transfer(effect.phone)
          : Promise.resolve({ result: 'not-answered', status: 'not-placed' });
        void outcome
          .catch((error: unknown): BotTransferOutcome => {
            this.warnOnce('transfer', error, 'a transfer could not be placed');
            return { result: 'not-answered', status: 'not-placed' };
          })
          .then(({ result, status }) => {
            entry.transfer = {
              phone: effect.phone,
              source: effect.source,
              status,
              result,
              decidedAtMs: this.recordingMs(),
            };
            if (result === 'answered' && !this.ended) this.transferred = true;
            this.enqueue({ type: 'transfer', result });
          });
        return null;
      }
      case 'enter':
        if (effect.via === 'alternative')
          this.publish({ type: 'update_alternative', alternative: { questionnaireId: null } });
        return null;
      case 'unknown':
      case 'exit':
        return null;
      case 'end':
        return toSessionReason(effect.reason);
    }
  }

  /** Speaks a text: synthesized, queued into the port after what is playing, and written to the transcript. */
  private async say(text: string): Promise<void> {
    if (!text.trim()) return;
    let samples: Int16Array | null = null;
    try {
      samples = await this.options.speech({ text, language: this.language });
    } catch (error) {
      this.warnOnce('speech', error, 'speech synthesis failed: the bot goes on without a voice');
    }
    const frames = samples ? splitIntoFrames(samples) : [];
    const startFrame = Math.max(this.framesHeard, this.playEndFrame);
    const startMs = this.recordingMs(startFrame - this.framesHeard);
    if (!this.options.port.closed) for (const frame of frames) this.options.port.send(encodeMulaw(frame));
    this.playEndFrame = startFrame + frames.length;
    this.transcript.push({
      id: `bot-${this.transcript.length + 1}`,
      from: 'CALLER',
      message: text,
      start_ms: startMs,
      end_ms: startMs + frames.length * FRAME_MS,
    });
    // Whatever the client said over the prompt is not an answer to it.
    this.vad.reset();
  }

  private startListening(words: readonly string[]): void {
    this.lastWords = words;
    this.listening = { words };
    this.silentFrames = 0;
    // Keys pressed while the bot was still talking before the question count for it, as on a phone menu.
    this.digits = this.typeAhead;
    this.typeAhead = '';
    this.framesSinceDigit = 0;
  }

  private stopListening(): void {
    this.listening = null;
    this.digits = '';
  }

  private get playing(): boolean {
    return this.framesHeard < this.playEndFrame;
  }

  private checkPlayed(): void {
    if (this.awaitingPlayed && !this.playing && !this.ended) {
      this.awaitingPlayed = false;
      this.enqueue({ type: 'played' });
    }
  }

  private onFrame(frame: Uint8Array): void {
    this.framesHeard += 1;
    if (this.ended) return;
    this.checkPlayed();
    if (!this.listening) return;
    if (this.digits !== '') {
      this.framesSinceDigit += 1;
      if (this.framesSinceDigit * FRAME_MS >= this.timing.digitTimeoutMs) this.submitDigits();
      return;
    }
    if (this.playing || this.recognising) return;
    const activity = this.vad.push(decodeMulaw(frame));
    if (activity.type === 'speech-start') {
      this.silentFrames = 0;
      this.utteranceStartMs = this.recordingMs(-3);
      return;
    }
    if (activity.type === 'utterance') {
      this.silentFrames = 0;
      void this.recognise(activity.samples);
      return;
    }
    if (this.vad.speaking) return;
    this.silentFrames += 1;
    if (this.silentFrames * FRAME_MS >= this.timing.noInputMs) {
      this.silentFrames = 0;
      this.stopListening();
      this.enqueue({ type: 'no-input' });
    }
  }

  private async recognise(samples: Int16Array): Promise<void> {
    const recognizer = this.options.recognizer;
    const listening = this.listening;
    if (!listening) return;
    if (!recognizer?.supports(this.language)) {
      // Without a recogniser for the language, speech is no answer: the silence timer starts again.
      return;
    }
    const startMs = this.utteranceStartMs;
    const endMs = this.recordingMs();
    this.recognising = true;
    let text: string | null = null;
    try {
      text = await recognizer.recognize({
        samples,
        sampleRate: TELEPHONE_SAMPLE_RATE,
        language: this.language,
        words: listening.words,
      });
    } catch (error) {
      this.warnOnce('recognize', error, 'speech recognition failed: the answer is taken as not understood');
    } finally {
      this.recognising = false;
    }
    if (this.ended || this.listening !== listening) return;
    this.transcript.push({
      id: `client-${this.transcript.length + 1}`,
      from: 'PATIENT',
      message: text ?? '',
      start_ms: startMs,
      end_ms: Math.max(startMs, endMs),
    });
    this.stopListening();
    this.enqueue({ type: 'utterance', text: text ?? '' });
  }

  private onDigit(digit: string): void {
    if (this.ended) return;
    if (!this.listening) {
      if (digit !== '#' && this.typeAhead.length < MAX_TYPE_AHEAD) this.typeAhead += digit;
      return;
    }
    // A key cuts the prompt short, as on a phone menu.
    if (this.playing) {
      this.options.port.clear();
      this.playEndFrame = this.framesHeard;
    }
    if (digit === '#') {
      if (this.digits !== '') this.submitDigits();
      return;
    }
    this.digits += digit;
    this.framesSinceDigit = 0;
  }

  private submitDigits(): void {
    const digits = this.digits;
    this.stopListening();
    const at = this.recordingMs();
    this.transcript.push({
      id: `client-${this.transcript.length + 1}`,
      from: 'PATIENT',
      message: digits,
      start_ms: at,
      end_ms: at,
    });
    this.enqueue({ type: 'keypad', digits });
  }

  private onCommand(payload: unknown): void {
    const parsed = callCommandEventSchema.safeParse(payload);
    if (!parsed.success) {
      this.warnOnce('command', parsed.error, 'an operator command was not understood and was ignored');
      return;
    }
    if (parsed.data.callId !== this.options.callId || this.ended) return;
    this.handleCommand(parsed.data.command);
  }

  private handleCommand(command: CallCommand): void {
    switch (command.type) {
      case 'navigate':
        this.enqueue({ type: 'operator', command: 'navigate', option: command.actionId });
        return;
      case 'feedback': {
        const button = (this.options.feedbackButtons ?? []).find(
          (candidate) => String(candidate.id) === String(command.feedbackId),
        );
        if (button) this.enqueue({ type: 'operator', command: 'feedback', text: button.text });
        return;
      }
      case 'alternative':
        this.enqueue({ type: 'operator', command: 'alternative' });
        return;
      case 'leave':
        this.options.leave?.().catch((error: unknown) => this.warnOnce('leave', error, 'the operator could not leave'));
        return;
      case 'hangup':
        this.operatorHungUp = true;
        this.enqueue({ type: 'hangup' });
        this.options
          .hangUp?.()
          .catch((error: unknown) => this.warnOnce('hangup', error, 'the call could not be ended'));
        return;
    }
  }

  private onPortClosed(): void {
    if (this.ended) return;
    this.enqueue({ type: 'hangup' });
    // The runner ends with `hangup`; the client (or the network) is who left, unless an operator asked for it.
    this.queue = this.queue.then(async () => {
      if (!this.ended) await this.end(this.operatorHungUp ? 'hangup' : 'client-hangup');
    });
  }

  /** Ends the session: lets the last words play, leaves the call and reports the outcome. */
  private async end(reason: CallSessionEndReason, { saved = false } = {}): Promise<void> {
    if (this.ended) return;
    const finalReason = this.finalReason(reason);
    this.ended = finalReason;
    this.stopListening();
    if (!saved && this.state) {
      // A transfer still ringing when the call went is stored without an outcome.
      const pending = this.pendingTransfer ? [this.pendingTransfer] : [];
      if (this.pendingTransfer) this.path.push(this.pendingTransfer);
      this.pendingTransfer = null;
      await this.options.store
        .saveStep({
          state: this.state,
          path: pending,
          answers: [],
          transcript: [...this.transcript],
          endReason: finalReason,
        })
        .catch((error: unknown) => this.warnOnce('save', error, 'the end of a bot run could not be stored'));
    }
    if (!this.options.port.closed) await this.waitUntilPlayed();
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
    this.options.port.close();
    this.publish({ type: 'update_action_buttons', buttons: [] });
    this.publish({ type: 'session_ended', reason: finalReason });
    this.finish({
      reason: finalReason,
      answers: [...this.answers],
      path: [...this.path],
      transcript: [...this.transcript],
    });
  }

  /** A run hung up by the call (the port closed) rather than by an operator was the client's hang-up. */
  private finalReason(reason: CallSessionEndReason): CallSessionEndReason {
    if (reason === 'hangup' && !this.operatorHungUp && this.options.port.closed) return 'client-hangup';
    return reason;
  }

  /** Resolves once everything queued has played (or the port closed). */
  private waitUntilPlayed(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.options.port.closed || this.framesHeard >= this.playEndFrame) {
          stopFrames();
          stopClose();
          resolve();
        }
      };
      const stopFrames = this.options.port.onFrame(check);
      const stopClose = this.options.port.onClose(check);
      check();
    });
  }
}
