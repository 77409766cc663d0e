import { randomUUID } from 'node:crypto';
import type { AudioPort } from '../../audio/AudioPort.ts';
import { createBridgeAudioPort } from '../../conference/createBridgeAudioPort.ts';
import {
  type BridgeLeg,
  type ConferenceBridge,
  createConferenceBridge,
} from '../../conference/createConferenceBridge.ts';
import type { LegRole } from '../../conference/LegRole.ts';
import { startFrameClock } from '../../conference/startFrameClock.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import {
  type DialStatus,
  FINAL_DIAL_STATUSES,
  type OpenConferenceOptions,
  type Telephony,
  TelephonyError,
  type TelephonyEvent,
} from '../Telephony.ts';
import type { DevPhoneLines } from './createDevPhoneLines.ts';
import { createMediaPeer, type MediaPeer } from './createMediaPeer.ts';
import { createRingbackTone } from './createRingbackTone.ts';
import type { SimulatedDial, SimulatedPhoneNetwork } from './createSimulatedPhoneNetwork.ts';
import { waitForIceGathering } from './waitForIceGathering.ts';

const DEFAULT_IDLE_TIMEOUT_MS = 2 * 60 * 1000;

interface LocalConference {
  callId: string;
  organizationId: number;
  clientId: number | null;
  bridge: ConferenceBridge;
  stopClock: () => void;
  dial: SimulatedDial | null;
  /** A hot transfer's dial, beside the client's. */
  transfer: SimulatedDial | null;
  operator: { peer: MediaPeer; leave(): void } | null;
  bot: AudioPort | null;
  /** The ringback the others hear while the client's phone rings, as a carrier's early media. */
  ringback: BridgeLeg | null;
  /** Whether a person (operator or client) has been on the line: only then does the last one leaving end it. */
  hadPerson: boolean;
  ending: Promise<void> | null;
}

/** The local backend's extra door: the operator's browser joins over WebRTC through the signaling gateway. */
export interface LocalTelephony extends Telephony {
  readonly provider: 'local';
  /** The browser phones that answer as clients (demo mode's `/dev/phone`), or null where there are none. */
  readonly devPhones: DevPhoneLines | null;
  /** Whose an open conference is, or null when there is none (or it is ending): for the gateway's access check. */
  findConference(callId: string): { organizationId: number; clientId: number | null } | null;
  /**
   * Joins the operator's browser to a conference from its SDP offer and returns the answer. The leg leaves when
   * `hangUp` is called or the browser's connection fails or closes.
   */
  acceptOperatorOffer(options: {
    callId: string;
    sdp: string;
  }): Promise<{ sdp: string; hangUp(): void; sendDigits(digits: string): void }>;
  /**
   * Joins an admin's browser to a conference as a monitor, from its SDP offer, and returns the answer: the monitor
   * hears the call but is muted (its audio and keypad reach nobody and are not recorded), takes no operator's place,
   * reports no leg status and keeps no conference open. `onConnected` runs once media flows; `onLeave` when the leg
   * leaves (`hangUp`, a failed or closed connection, or the conference's end).
   */
  acceptMonitorOffer(options: {
    callId: string;
    sdp: string;
    onConnected(): void;
    onLeave(): void;
  }): Promise<{ sdp: string; hangUp(): void }>;
}

/**
 * Calls on this machine: each conference is a bridge ticking every 20 ms on a clock they share, the operator's browser
 * joins over WebRTC (werift, PCMU), the client's phone is reached through the simulated phone network, the bot
 * through an audio port, and the stereo recording is stored when the conference ends.
 */
export function createLocalTelephony(options: {
  network: SimulatedPhoneNetwork;
  /** The registry of browser phones `network` routes numbers to, when it has one. */
  devPhones?: DevPhoneLines;
  recordings: RecordingStorage;
  now?: () => Date;
  /** Starts the conferences' 20 ms clock; tests may tick by hand. */
  startClock?: (onTick: () => void, onSkip: (ticks: number) => void) => () => void;
  /** Reports failures that have no caller to return to (storing a recording, closing a connection). */
  onError?: (error: unknown) => void;
  /**
   * How long a conference waits for its first person (the operator or an answered client) before it ends by
   * itself: a call whose browser never connected must not tick and hold memory for ever. 2 minutes by default,
   * longer than a phone rings.
   */
  idleTimeoutMs?: number;
}): LocalTelephony {
  const now = options.now ?? (() => new Date());
  const startClock =
    options.startClock ??
    ((onTick: () => void, onSkip: (ticks: number) => void) => startFrameClock(onTick, { onSkip }));
  const onError = options.onError ?? (() => {});
  const conferences = new Map<string, LocalConference>();
  // One clock ticks every open conference: one timer however many calls, so they do not compete for the event loop.
  let stopSharedClock: (() => void) | null = null;
  const tickAll = () => {
    for (const conference of conferences.values()) if (!conference.ending) conference.bridge.tick();
  };
  const skipAll = (ticks: number) => {
    for (const conference of conferences.values()) if (!conference.ending) conference.bridge.skip(ticks);
  };
  const attachToClock = (): (() => void) => {
    stopSharedClock ??= startClock(tickAll, skipAll);
    return () => {
      if ([...conferences.values()].every((conference) => conference.ending) && stopSharedClock) {
        stopSharedClock();
        stopSharedClock = null;
      }
    };
  };
  const listeners = new Set<(event: TelephonyEvent) => void>();

  const emit = (event: TelephonyEvent) => {
    for (const listener of listeners) listener(event);
  };
  const emitLeg = (callId: string, role: LegRole, status: DialStatus) =>
    emit({ type: 'leg-status', callId, role, status, at: now() });

  const find = (callId: string): LocalConference => {
    const conference = conferences.get(callId);
    if (!conference || conference.ending) {
      throw new TelephonyError('CONFERENCE_NOT_FOUND', `No conference is open for call ${callId}`);
    }
    return conference;
  };

  /**
   * Ends the conference once nobody is on the line: no operator, no answered client and no client still ringing, and
   * no transferee on the line or ringing.
   */
  const endWhenEmpty = (conference: LocalConference) => {
    const pending = (dial: SimulatedDial | null) => dial !== null && !FINAL_DIAL_STATUSES.has(dial.status);
    const clientPending = pending(conference.dial) || pending(conference.transfer);
    if (conference.hadPerson && !conference.operator && !clientPending && !conference.ending) {
      void end(conference);
    }
  };

  /**
   * While the client's phone rings the conference hears the ringback, as a carrier sends it to the caller; it is not
   * recorded (nobody's voice) and stops once the phone is answered or gives up.
   */
  const startRingback = (conference: LocalConference) => {
    if (conference.ringback || conference.bridge.ended) return;
    const nextFrame = createRingbackTone();
    const leg: BridgeLeg = conference.bridge.addLeg({
      role: 'client',
      id: `ringback-${randomUUID()}`,
      recorded: false,
      // One frame more each tick, so the tone plays without a gap and without piling up.
      hear: () => leg.speak(nextFrame()),
      onLeave: () => {
        if (conference.ringback === leg) conference.ringback = null;
      },
    });
    leg.speak(nextFrame());
    conference.ringback = leg;
  };

  const end = (conference: LocalConference): Promise<void> => {
    if (conference.ending) return conference.ending;
    let finish = () => {};
    // Marked as ending before any leg leaves, so listeners of their last statuses already see it ending.
    conference.ending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    void (async () => {
      conference.stopClock();
      conference.dial?.hangUp();
      conference.transfer?.hangUp();
      conference.bridge.end();
      const recorder = conference.bridge.recorder;
      // A conference nobody was on (never joined, or the client never answered) leaves no recording of silence.
      if (recorder && conference.hadPerson && recorder.durationSeconds > 0) {
        const recordingKey = `calls/${conference.callId}/${randomUUID()}.wav`;
        try {
          await options.recordings.put(recordingKey, recorder.toWav());
          emit({
            type: 'recording-ready',
            callId: conference.callId,
            recordingKey,
            durationSeconds: recorder.durationSeconds,
            at: now(),
          });
        } catch (error) {
          onError(error);
        }
      }
      conferences.delete(conference.callId);
      emit({ type: 'conference-ended', callId: conference.callId, at: now() });
    })().finally(finish);
    return conference.ending;
  };

  return {
    provider: 'local',
    devPhones: options.devPhones ?? null,

    async openConference({ callId, organizationId, clientId, record }: OpenConferenceOptions) {
      if (conferences.has(callId)) return;
      const bridge = createConferenceBridge({ record });
      const conference: LocalConference = {
        callId,
        organizationId,
        clientId,
        bridge,
        stopClock: () => {},
        dial: null,
        transfer: null,
        operator: null,
        bot: null,
        ringback: null,
        hadPerson: false,
        ending: null,
      };
      conferences.set(callId, conference);
      const stopClock = attachToClock();
      const idleTimer = setTimeout(() => {
        const clientPending = conference.dial !== null && !FINAL_DIAL_STATUSES.has(conference.dial.status);
        // An operator still connecting or a client still ringing is someone on the way: left to their own ends.
        if (!conference.hadPerson && !conference.operator && !clientPending) void end(conference);
      }, options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
      idleTimer.unref();
      conference.stopClock = () => {
        clearTimeout(idleTimer);
        stopClock();
      };
    },

    findConference(callId) {
      const conference = conferences.get(callId);
      return conference && !conference.ending
        ? { organizationId: conference.organizationId, clientId: conference.clientId }
        : null;
    },

    async acceptOperatorOffer({ callId, sdp }) {
      const conference = find(callId);
      if (conference.operator) throw new TelephonyError('LEG_BUSY', 'An operator is already on this call');
      const peer = createMediaPeer();
      const leg = conference.bridge.addLeg({
        role: 'operator',
        id: `operator-${randomUUID()}`,
        hear: (frame) => peer.sendFrame(frame),
        onLeave: () => {
          conference.operator = null;
          peer.close().catch(onError);
          emitLeg(callId, 'operator', 'completed');
          endWhenEmpty(conference);
        },
      });
      const operator = { peer, leave: () => leg.leave() };
      conference.operator = operator;
      peer.onFrame((frame) => leg.speak(frame));
      peer.onDigit((digit) => leg.pressDigits(digit));
      peer.connection.connectionStateChange.subscribe((state) => {
        if (state === 'connected') {
          conference.hadPerson = true;
          emitLeg(callId, 'operator', 'in-progress');
        } else if (state === 'failed' || state === 'closed') {
          leg.leave();
        }
      });
      try {
        await peer.connection.setRemoteDescription({ type: 'offer', sdp });
        await peer.connection.setLocalDescription(await peer.connection.createAnswer());
        await waitForIceGathering(peer.connection);
        const answer = peer.connection.localDescription;
        if (!answer) throw new Error('No local description after answering');
        return { sdp: answer.sdp, hangUp: () => leg.leave(), sendDigits: (digits) => leg.pressDigits(digits) };
      } catch (error) {
        leg.leave();
        throw error;
      }
    },

    async acceptMonitorOffer({ callId, sdp, onConnected, onLeave }) {
      const conference = find(callId);
      const peer = createMediaPeer();
      const leg = conference.bridge.addLeg({
        role: 'operator',
        id: `monitor-${randomUUID()}`,
        recorded: false,
        hear: (frame) => peer.sendFrame(frame),
        onLeave: () => {
          peer.close().catch(onError);
          onLeave();
        },
      });
      // Muted: what the monitor's browser sends is never spoken into the bridge, nor are its keypad digits pressed.
      peer.connection.connectionStateChange.subscribe((state) => {
        if (state === 'connected') onConnected();
        else if (state === 'failed' || state === 'closed') leg.leave();
      });
      try {
        await peer.connection.setRemoteDescription({ type: 'offer', sdp });
        await peer.connection.setLocalDescription(await peer.connection.createAnswer());
        await waitForIceGathering(peer.connection);
        const answer = peer.connection.localDescription;
        if (!answer) throw new Error('No local description after answering');
        return { sdp: answer.sdp, hangUp: () => leg.leave() };
      } catch (error) {
        leg.leave();
        throw error;
      }
    },

    async dialClient({ callId, phoneNumber }) {
      const conference = find(callId);
      if (conference.dial && !FINAL_DIAL_STATUSES.has(conference.dial.status)) {
        throw new TelephonyError('LEG_BUSY', 'The client is already being called');
      }
      // A dry run bound to a browser's line dials that line whatever number the call holds.
      const boundToBrowser = options.devPhones?.findForCall(callId) ?? null;
      if (boundToBrowser === null && !/\d{4,}/.test(phoneNumber.replace(/\D/g, ''))) {
        throw new TelephonyError('INVALID_PHONE_NUMBER', 'The phone number has too few digits to dial');
      }
      conference.dial = options.network.dial({
        phoneNumber,
        organizationId: conference.organizationId,
        callId,
        bridge: conference.bridge,
        legId: `client-${randomUUID()}`,
        onStatus: (status) => {
          if (status === 'ringing') startRingback(conference);
          else conference.ringback?.leave();
          if (status === 'in-progress') conference.hadPerson = true;
          emitLeg(callId, 'client', status);
          if (FINAL_DIAL_STATUSES.has(status)) endWhenEmpty(conference);
        },
      });
    },

    async dialTransfer({ callId, phoneNumber }) {
      const conference = find(callId);
      if (conference.transfer && !FINAL_DIAL_STATUSES.has(conference.transfer.status)) {
        throw new TelephonyError('LEG_BUSY', 'A transfer is already on this call');
      }
      if (!/\d{4,}/.test(phoneNumber.replace(/\D/g, ''))) {
        throw new TelephonyError('INVALID_PHONE_NUMBER', 'The phone number has too few digits to dial');
      }
      conference.transfer = options.network.dial({
        phoneNumber,
        bridge: conference.bridge,
        legId: `transferee-${randomUUID()}`,
        role: 'transferee',
        onStatus: (status) => {
          if (status === 'in-progress') conference.hadPerson = true;
          emitLeg(callId, 'transferee', status);
          if (FINAL_DIAL_STATUSES.has(status)) endWhenEmpty(conference);
        },
      });
    },

    async connectBot({ callId }) {
      const conference = find(callId);
      if (conference.bot && !conference.bot.closed)
        throw new TelephonyError('LEG_BUSY', 'The bot is already on this call');
      const port = createBridgeAudioPort(conference.bridge, `bot-${randomUUID()}`);
      conference.bot = port;
      emitLeg(callId, 'bot', 'in-progress');
      port.onClose(() => emitLeg(callId, 'bot', 'completed'));
      return port;
    },

    async removeLeg({ callId, role }) {
      const conference = find(callId);
      if (role === 'operator') conference.operator?.leave();
      else if (role === 'client') conference.dial?.hangUp();
      else if (role === 'transferee') conference.transfer?.hangUp();
      else conference.bot?.close();
    },

    async endConference({ callId }) {
      const conference = conferences.get(callId);
      if (conference) await end(conference);
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      await Promise.all([...conferences.values()].map((conference) => end(conference)));
      listeners.clear();
    },
  };
}

/** Whether a telephony is the local one, whose operator legs join through this server's voice gateway. */
export function isLocalTelephony(telephony: Telephony): telephony is LocalTelephony {
  return telephony.provider === 'local' && 'acceptOperatorOffer' in telephony;
}
