import {
  type ActionButton,
  type FeedbackButton,
  isApiError,
  LIFT_CLOSE_CODES,
  type LiftChannelListener,
  type LiftChannelStatus,
  type LiftServerMessage,
} from '@carecall/api-client';
import type { VoiceCall, VoiceConnectParams, VoiceDevice } from '../voice/VoiceDevice.ts';

/** The live call status: `pending` while the call is being set up, `ringing` once requested, `in-call` when open. */
export type LiveCallStatus = 'no-call' | 'pending' | 'ringing' | 'in-call';

/** Where the operator talks from: the browser (`voip`) or their own phone (`phone`). */
export type CallMedium = 'voip' | 'phone';

/** A regular operator call, or a semi-bot call the bot drives while the operator listens and steers. */
export type CallMode = 'regular' | 'semi-bot';

/** Something the screen tells the operator about the call. */
export type LiveCallNotice =
  | 'callee-unavailable'
  | 'load-failed'
  | 'too-early'
  | 'voice-unavailable'
  | 'voice-error'
  | 'channel-lost';

/** What the screen shows of the call. */
export interface LiveCallState {
  status: LiveCallStatus;
  callId: number | null;
  medium: CallMedium;
  mode: CallMode;
  /** A rehearsal with the bot alone: no client, so no questionnaire to fill in after it. */
  isDryRun: boolean;
  /** When the call became active (ms since the epoch), for the timer. */
  activeSince: number | null;
  actionButtons: ActionButton[];
  feedbackButtons: FeedbackButton[];
  activeLanguage: string | null;
  /** The questionnaire the bot can switch to, when the session offers one. */
  alternativeQuestionnaireId: number | null;
  /** After an `answered` action the operator may leave the bot with the client: Leave Call replaces Hangup. */
  answered: boolean;
  /** A hangup pressed before the call was active, waiting to fire. */
  hangupPending: boolean;
  muted: boolean;
  notice: LiveCallNotice | null;
  /** The call that just ended, so the screen can offer its questionnaire. */
  endedCallId: number | null;
}

/** What a call needs to start. */
export interface StartLiveCallInput {
  patientId: number;
  organizationId: number;
  questionnaireId: number;
  /** The number in `code-number` form. */
  phoneNumber: string;
  /** The stored phone's id; null for a custom number. */
  phoneNumberId: number | null;
  batchId: string | null;
  isDryRun: boolean;
  medium: CallMedium;
  mode: CallMode;
}

/** A live call of the operator's that the page lost (a refresh) and joins again: the server still holds it. */
export interface RejoinLiveCallInput {
  callId: number;
  patientId: number;
  organizationId: number;
  questionnaireId: number | null;
  phoneNumber: string | null;
  batchId: string | null;
  isDryRun: boolean;
  /** The session's buttons until it says otherwise. */
  actionButtons: ActionButton[];
  feedbackButtons: FeedbackButton[];
}

/** The loaded call: its id and the session's first buttons. */
export interface LoadedLiveCall {
  callId: number;
  actionButtons: ActionButton[];
  feedbackButtons: FeedbackButton[];
}

/** The channel operations the controller uses ({@link import('@carecall/api-client').LiftConferenceChannel}). */
export interface LiveChannel {
  open(): void;
  navigate(action: string): void;
  feedback(id: string | number): void;
  alternative(): void;
  leave(): void;
  hangup(): void;
  close(): void;
}

/** Everything outside the controller, injected. */
export interface LiveCallDependencies {
  /** `POST /conference/call/load`. */
  loadCall(input: StartLiveCallInput): Promise<LoadedLiveCall>;
  /** The voice device, created on first use. */
  getDevice(): Promise<VoiceDevice>;
  openChannel(callId: number, organizationId: number, listener: LiftChannelListener): LiveChannel;
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Told of every dropped socket message (for the log; it carries no client data). */
  onInvalidMessage?(field: string): void;
}

/** How long the socket may stay open after the voice leg ended, for a last `ack`. */
export const LEG_END_GRACE_MS = 2000;

/** The `action` of the action button that means the client answered. */
export const ANSWERED_ACTION = 'answered';

function createInitialState(): LiveCallState {
  return {
    status: 'no-call',
    callId: null,
    medium: 'voip',
    mode: 'regular',
    isDryRun: false,
    activeSince: null,
    actionButtons: [],
    feedbackButtons: [],
    activeLanguage: null,
    alternativeQuestionnaireId: null,
    answered: false,
    hangupPending: false,
    muted: false,
    notice: null,
    endedCallId: null,
  };
}

/** Text params of the voice leg, as the voice platform takes them. */
export function toVoiceConnectParams(callId: number, input: StartLiveCallInput): VoiceConnectParams {
  return {
    callId: String(callId),
    patient_id: String(input.patientId),
    organization_id: String(input.organizationId),
    questionnaire_id: String(input.questionnaireId),
    to_number: input.phoneNumber,
    batch_id: input.batchId ?? '',
    is_dry_run: String(input.isDryRun),
  };
}

/**
 * The live call's state machine, framework-free (the React hook only subscribes to it):
 * no-call → pending (loading the call) → ringing (the voice leg and the live socket requested) → in-call (the leg
 * accepted; with the operator's own phone, the socket open). It returns to no-call only when both the leg and the
 * socket are closed, resetting buttons, timer and call id and naming the ended call. A hangup before in-call is
 * remembered (and the operator asked to wait) and fires once the call is active and the socket open; so do Next and
 * the other actions, which are refused before in-call.
 */
export function createLiveCallController(deps: LiveCallDependencies) {
  let state = createInitialState();
  const listeners = new Set<() => void>();
  let channel: LiveChannel | null = null;
  let channelStatus: LiftChannelStatus | 'none' = 'none';
  let legCall: VoiceCall | null = null;
  let legOpen = false;
  let graceTimer: unknown = null;
  let generation = 0;

  function update(patch: Partial<LiveCallState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function channelClosed(): boolean {
    return channelStatus === 'none' || channelStatus === 'closed';
  }

  function finishIfBothClosed(): void {
    if (state.status === 'no-call' || legOpen || !channelClosed()) return;
    if (graceTimer !== null) deps.clearTimeout(graceTimer);
    graceTimer = null;
    const endedCallId = state.callId;
    channel = null;
    legCall = null;
    channelStatus = 'none';
    generation += 1;
    update({
      ...createInitialState(),
      medium: state.medium,
      isDryRun: state.isDryRun,
      notice: state.notice,
      endedCallId,
    });
  }

  function fireHangupWhenReady(): void {
    if (!state.hangupPending || state.status !== 'in-call' || channelStatus !== 'open') return;
    update({ hangupPending: false });
    channel?.hangup();
    legCall?.disconnect();
  }

  function becomeActive(): void {
    if (state.status === 'in-call') return;
    update({ status: 'in-call', activeSince: deps.now() });
    fireHangupWhenReady();
  }

  function legEnded(): void {
    legOpen = false;
    if (!channelClosed() && graceTimer === null) {
      graceTimer = deps.setTimeout(() => {
        graceTimer = null;
        channel?.close();
      }, LEG_END_GRACE_MS);
    }
    finishIfBothClosed();
  }

  function handleMessage(message: LiftServerMessage): void {
    switch (message.type) {
      case 'update_action_buttons':
        update({ actionButtons: message.data });
        break;
      case 'update_feedback_buttons':
        update({ feedbackButtons: message.data.filter((button) => button.is_active && button.portal_display) });
        break;
      case 'update_active_language':
        update({ activeLanguage: message.data });
        break;
      case 'update_alternative':
        update({ alternativeQuestionnaireId: message.data.questionnaireId });
        break;
      case 'ack':
        break;
    }
  }

  function attachLeg(voiceCall: VoiceCall): void {
    legCall = voiceCall;
    legOpen = true;
    voiceCall.on('accept', becomeActive);
    voiceCall.on('disconnect', legEnded);
    voiceCall.on('cancel', legEnded);
    voiceCall.on('error', () => update({ notice: 'voice-error' }));
    voiceCall.on('mute', (muted) => update({ muted }));
  }

  async function start(input: StartLiveCallInput): Promise<void> {
    if (state.status !== 'no-call') return;
    const current = ++generation;
    update({
      ...createInitialState(),
      status: 'pending',
      medium: input.medium,
      mode: input.mode,
      isDryRun: input.isDryRun,
    });
    let loaded: LoadedLiveCall;
    let device: VoiceDevice | null = null;
    // The device comes first: a browser that cannot place the leg must not leave a loaded call behind on the server.
    if (input.medium === 'voip') {
      try {
        device = await deps.getDevice();
      } catch {
        if (current === generation)
          update({ ...createInitialState(), medium: input.medium, notice: 'voice-unavailable' });
        return;
      }
      if (current !== generation) return;
    }
    try {
      loaded = await deps.loadCall(input);
    } catch (error) {
      if (current !== generation) return;
      const unavailable = isApiError(error, 'CALLEE_NOT_AVAILABLE');
      update({
        ...createInitialState(),
        medium: input.medium,
        notice: unavailable ? 'callee-unavailable' : 'load-failed',
      });
      return;
    }
    if (current !== generation) return;
    await joinCall(current, {
      callId: loaded.callId,
      organizationId: input.organizationId,
      medium: input.medium,
      actionButtons: loaded.actionButtons,
      feedbackButtons: loaded.feedbackButtons,
      params: toVoiceConnectParams(loaded.callId, input),
      device,
    });
  }

  /** Opens the live socket of a loaded call and places the operator's leg (none from the operator's own phone). */
  async function joinCall(
    current: number,
    call: {
      callId: number;
      organizationId: number;
      medium: CallMedium;
      actionButtons: ActionButton[];
      feedbackButtons: FeedbackButton[];
      params: VoiceConnectParams;
      device: VoiceDevice | null;
    },
  ): Promise<void> {
    update({
      status: 'ringing',
      callId: call.callId,
      actionButtons: call.actionButtons,
      feedbackButtons: call.feedbackButtons.filter((button) => button.is_active && button.portal_display),
    });
    channelStatus = 'connecting';
    const opened = deps.openChannel(call.callId, call.organizationId, {
      onMessage: (message) => {
        if (current === generation) handleMessage(message);
      },
      onStatus: (status, detail) => {
        if (current !== generation) return;
        channelStatus = status;
        if (status === 'open') {
          if (call.medium === 'phone') becomeActive();
          fireHangupWhenReady();
        } else if (status === 'closed') {
          // A call that ended (code 4410) is no lost connection; said before the leg ends, which may finish the call.
          const ended = detail?.code === LIFT_CLOSE_CODES.ended;
          if (legOpen && state.notice === null && !state.answered && !ended) update({ notice: 'channel-lost' });
          // The socket ending while the operator's leg still runs means the call is over for the portal too.
          if (legOpen && state.status !== 'no-call') legCall?.disconnect();
          finishIfBothClosed();
        }
      },
      onInvalidMessage: (report) => deps.onInvalidMessage?.(report.field),
    });
    channel = opened;
    opened.open();
    if (!call.device) return;
    try {
      attachLeg(await call.device.connect({ params: call.params }));
      if (state.hangupPending) legCall?.disconnect();
    } catch {
      if (current !== generation) return;
      update({ notice: 'voice-error' });
      legOpen = false;
      opened.hangup();
      opened.close();
    }
  }

  /** Joins again a live call of the operator's that the page lost; the same rules as a call just placed. */
  async function rejoin(input: RejoinLiveCallInput): Promise<void> {
    if (state.status !== 'no-call') return;
    const current = ++generation;
    update({ ...createInitialState(), status: 'pending', medium: 'voip', isDryRun: input.isDryRun });
    let device: VoiceDevice;
    try {
      device = await deps.getDevice();
    } catch {
      if (current === generation) update({ ...createInitialState(), notice: 'voice-unavailable' });
      return;
    }
    if (current !== generation) return;
    await joinCall(current, {
      callId: input.callId,
      organizationId: input.organizationId,
      medium: 'voip',
      actionButtons: input.actionButtons,
      feedbackButtons: input.feedbackButtons,
      params: {
        callId: String(input.callId),
        patient_id: String(input.patientId),
        organization_id: String(input.organizationId),
        questionnaire_id: input.questionnaireId === null ? '' : String(input.questionnaireId),
        to_number: input.phoneNumber ?? '',
        batch_id: input.batchId ?? '',
        is_dry_run: String(input.isDryRun),
      },
      device,
    });
  }

  function requireActive(): boolean {
    if (state.status === 'in-call' && channelStatus === 'open') return true;
    update({ notice: 'too-early' });
    return false;
  }

  return {
    getState: (): LiveCallState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    rejoin,
    /** Ends the call for everybody; before the call is active it is remembered and fires once it is. */
    hangup(): void {
      if (state.status === 'no-call') return;
      if (state.status !== 'in-call' || channelStatus !== 'open') {
        update({ hangupPending: true, notice: 'too-early' });
        // The voice leg remembers it too, so the hangup happens even if the socket never opens.
        legCall?.disconnect();
        return;
      }
      channel?.hangup();
      legCall?.disconnect();
    },
    /** Leaves the bot with the client (after `answered`); the socket closes on the server's `leave` ack. */
    leave(): void {
      if (!state.answered || !requireActive()) return;
      channel?.leave();
      legCall?.disconnect();
    },
    /** Presses an action button (`navigate:{action}`). */
    navigate(action: string): void {
      if (!requireActive()) return;
      channel?.navigate(action);
      if (action === ANSWERED_ACTION) update({ answered: true });
    },
    feedback(id: string | number): void {
      if (requireActive()) channel?.feedback(id);
    },
    alternative(): void {
      if (requireActive()) channel?.alternative();
    },
    toggleMute(): void {
      legCall?.mute(!(legCall?.isMuted() ?? false));
    },
    sendDigits(digits: string): void {
      if (state.status === 'in-call') legCall?.sendDigits(digits);
    },
    dismissNotice(): void {
      update({ notice: null });
    },
    /** Forgets the ended call once the screen has offered its questionnaire. */
    clearEndedCall(): void {
      update({ endedCallId: null });
    },
    /** Stops everything (the screen unmounts). */
    dispose(): void {
      generation += 1;
      if (graceTimer !== null) deps.clearTimeout(graceTimer);
      channel?.close();
      legCall?.disconnect();
      listeners.clear();
    },
  };
}

/** The controller a live call screen drives. */
export type LiveCallController = ReturnType<typeof createLiveCallController>;
