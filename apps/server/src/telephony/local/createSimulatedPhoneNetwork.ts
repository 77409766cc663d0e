import { randomUUID } from 'node:crypto';
import { measureRms, splitIntoFrames, TELEPHONE_SAMPLE_RATE } from '../../audio/audioFrames.ts';
import { resamplePcm } from '../../audio/resamplePcm.ts';
import type { BridgeLeg, ConferenceBridge } from '../../conference/createConferenceBridge.ts';
import type { LegRole } from '../../conference/LegRole.ts';
import { type DialStatus, FINAL_DIAL_STATUSES } from '../Telephony.ts';
import type { DevPhoneLine, DevPhoneLines } from './createDevPhoneLines.ts';
import { createMediaPeer } from './createMediaPeer.ts';
import { buildStrangerPersona, type Persona, toDialKey } from './Persona.ts';
import type { SynthesizeSpeech } from './SynthesizeSpeech.ts';
import { waitForIceGathering } from './waitForIceGathering.ts';

/** How long the network takes for each step, changeable so tests need not wait a real phone's time. */
export interface PhoneNetworkTiming {
  /** From dialling to ringing (or to busy, or failed). */
  setupMs: number;
  /** How long an unanswered phone rings before the network gives up, as a carrier's ring timeout. */
  noAnswerMs: number;
  /** Silence after the other side spoke before a persona says its next line. */
  turnSilenceMs: number;
  /** Ring time of every persona instead of its own, when set. */
  ringMs?: number;
  /** How long an answering browser phone's media has to reach the conference. */
  connectMs: number;
}

export const DEFAULT_PHONE_NETWORK_TIMING: PhoneNetworkTiming = {
  setupMs: 300,
  noAnswerMs: 30_000,
  turnSilenceMs: 700,
  connectMs: 10_000,
};

/** A frame louder than this (RMS of 16-bit samples) counts as someone speaking. */
const SPEECH_RMS = 400;

/** One dialled call on the simulated network. */
export interface SimulatedDial {
  /** Hangs up: a ringing phone is canceled, an answered one completed. */
  hangUp(): void;
  readonly status: DialStatus;
}

export interface SimulatedPhoneNetwork {
  /**
   * Dials `phoneNumber` into `bridge` as the client's leg (or, with `role`, a transferee's); each status change is
   * reported through `onStatus`.
   */
  dial(options: {
    phoneNumber: string;
    /** The organization calling: a browser phone of that organization holding the number answers before a persona. */
    organizationId?: number;
    /** The call dialling: a dry run bound to a browser's dry-run line reaches that line and nothing else. */
    callId?: string;
    bridge: ConferenceBridge;
    legId: string;
    role?: Extract<LegRole, 'client' | 'transferee'>;
    onStatus(status: DialStatus): void;
  }): SimulatedDial;
}

/**
 * The phone network of demo mode and tests: dialling a number reaches its persona, which rings, then answers and
 * talks, never answers, is busy or fails, giving the same dial statuses a carrier would. An answered persona joins
 * the conference as the client's leg and speaks its lines in turn with the voice it is given.
 */
export function createSimulatedPhoneNetwork(options: {
  personas: ReadonlyMap<string, Persona>;
  speak: SynthesizeSpeech;
  /** Who answers a number with no persona: a stranger who talks (demo mode), or nobody (the number fails). */
  unknownNumbers?: 'stranger' | 'fail';
  timing?: Partial<PhoneNetworkTiming>;
  /** Reports a failure to synthesize a line; the persona stays on the line, silent. */
  onError?(error: unknown): void;
  /** Browser phones (the demo's `/dev/phone` page) that take their numbers' calls ahead of the personas. */
  devPhones?: DevPhoneLines;
}): SimulatedPhoneNetwork {
  const timing = { ...DEFAULT_PHONE_NETWORK_TIMING, ...options.timing };
  /** Browser phones on a call or ringing: a second call to one of them is busy, as a phone line is. */
  const engagedLines = new Set<DevPhoneLine>();
  return {
    dial({ phoneNumber, organizationId, callId, bridge, legId, role = 'client', onStatus }) {
      const bound = callId === undefined || role !== 'client' ? null : (options.devPhones?.findForCall(callId) ?? null);
      if (bound === 'closed') return failDial(onStatus);
      if (bound) return dialDevPhone({ line: bound, engagedLines, phoneNumber, bridge, legId, role, onStatus, timing });
      const line = options.devPhones?.find(organizationId, phoneNumber) ?? null;
      if (line) return dialDevPhone({ line, engagedLines, phoneNumber, bridge, legId, role, onStatus, timing });
      const persona =
        options.personas.get(toDialKey(phoneNumber)) ??
        (options.unknownNumbers === 'fail'
          ? { ...buildStrangerPersona(), behaviour: 'failed' as const }
          : buildStrangerPersona());
      const timers = new Set<NodeJS.Timeout>();
      let status: DialStatus = 'initiated';
      let leg: BridgeLeg | null = null;
      const later = (ms: number, run: () => void) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run();
        }, ms);
        timers.add(timer);
      };
      const setStatus = (next: DialStatus) => {
        if (status === next) return;
        status = next;
        if (
          next === 'completed' ||
          next === 'busy' ||
          next === 'no-answer' ||
          next === 'failed' ||
          next === 'canceled'
        ) {
          for (const timer of timers) clearTimeout(timer);
          timers.clear();
        }
        onStatus(next);
      };
      const answer = () => {
        if (bridge.ended) return setStatus('canceled');
        leg = joinAsPersona({
          persona,
          bridge,
          legId,
          role,
          speak: options.speak,
          turnSilenceMs: timing.turnSilenceMs,
          onError: options.onError,
          onLeave: () => setStatus('completed'),
        });
        setStatus('in-progress');
      };
      onStatus('initiated');
      later(timing.setupMs, () => {
        if (persona.behaviour === 'failed') return setStatus('failed');
        if (persona.behaviour === 'busy') return setStatus('busy');
        setStatus('ringing');
        if (persona.behaviour === 'no-answer') later(timing.noAnswerMs, () => setStatus('no-answer'));
        else later(Math.min(timing.ringMs ?? persona.ringMs, timing.noAnswerMs), answer);
      });
      return {
        hangUp() {
          if (leg) leg.leave();
          else if (status === 'initiated' || status === 'ringing') setStatus('canceled');
        },
        get status() {
          return status;
        },
      };
    },
  };
}

/** A dial that fails at once: a dry run whose browser line closed reaches no phone at all. */
function failDial(onStatus: (status: DialStatus) => void): SimulatedDial {
  onStatus('initiated');
  queueMicrotask(() => onStatus('failed'));
  return {
    hangUp() {},
    get status(): DialStatus {
      return 'failed';
    },
  };
}

/**
 * Rings a browser phone: `ringing` once the network has set the call up, then `in-progress` once the page answered and
 * its media flows, `busy` when it declines, hangs up or closes while ringing (or is already on a call), `no-answer`
 * when nobody answers within the network's ring timeout, `completed` when either side hangs up after answering.
 */
function dialDevPhone(options: {
  line: DevPhoneLine;
  engagedLines: Set<DevPhoneLine>;
  phoneNumber: string;
  bridge: ConferenceBridge;
  legId: string;
  role: Extract<LegRole, 'client' | 'transferee'>;
  onStatus(status: DialStatus): void;
  timing: PhoneNetworkTiming;
}): SimulatedDial {
  const { line, bridge, timing } = options;
  const ringId = randomUUID();
  const timers = new Set<NodeJS.Timeout>();
  let status: DialStatus = 'initiated';
  let leg: BridgeLeg | null = null;
  let ringing = false;
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const setStatus = (next: DialStatus) => {
    if (status === next || FINAL_DIAL_STATUSES.has(status)) return;
    status = next;
    if (FINAL_DIAL_STATUSES.has(next)) {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (ringing) options.engagedLines.delete(line);
      ringing = false;
    }
    options.onStatus(next);
  };
  const endRing = (next: DialStatus, reason: 'canceled' | 'no-answer' | 'completed' | 'declined') => {
    const wasRinging = ringing;
    setStatus(next);
    if (wasRinging) line.ended(ringId, reason);
  };
  options.onStatus('initiated');
  later(timing.setupMs, () => {
    if (options.engagedLines.has(line)) return setStatus('busy');
    options.engagedLines.add(line);
    ringing = true;
    setStatus('ringing');
    later(timing.noAnswerMs, () => endRing('no-answer', 'no-answer'));
    line.ring({
      ringId,
      number: toDialKey(options.phoneNumber),
      async answer(sdp) {
        if (status !== 'ringing' || leg || bridge.ended) throw new Error('The call is no longer ringing');
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        const peer = createMediaPeer();
        const joined = bridge.addLeg({
          role: options.role,
          id: options.legId,
          hear: (frame) => peer.sendFrame(frame),
          onLeave: () => {
            peer.close().catch(() => {});
            // Left before its media ever flowed: the caller gave up, or the page's connection failed while answering.
            const next = status === 'in-progress' ? 'completed' : bridge.ended ? 'canceled' : 'failed';
            endRing(next, 'completed');
          },
        });
        leg = joined;
        // An answer whose media never arrives (a page whose connection cannot be set up) fails instead of hanging.
        later(timing.connectMs, () => {
          if (status !== 'in-progress') joined.leave();
        });
        peer.onFrame((frame) => joined.speak(frame));
        // The page's keypad (RTP telephone events from its `RTCDTMFSender`) is the client pressing keys.
        peer.onDigit((digit) => joined.pressDigits(digit));
        peer.connection.connectionStateChange.subscribe((state) => {
          if (state === 'connected') {
            setStatus('in-progress');
            line.connected(ringId);
          } else if (state === 'failed' || state === 'closed') {
            joined.leave();
          }
        });
        try {
          await peer.connection.setRemoteDescription({ type: 'offer', sdp });
          await peer.connection.setLocalDescription(await peer.connection.createAnswer());
          await waitForIceGathering(peer.connection);
          const answer = peer.connection.localDescription;
          if (!answer) throw new Error('No local description after answering');
          return answer.sdp;
        } catch (error) {
          joined.leave();
          throw error;
        }
      },
      decline() {
        if (status === 'ringing' && !leg) endRing('busy', 'declined');
      },
      hangUp() {
        if (leg) leg.leave();
        else if (status === 'ringing') endRing('busy', 'declined');
      },
    });
  });
  return {
    hangUp() {
      if (leg) leg.leave();
      else endRing('canceled', 'canceled');
    },
    get status() {
      return status;
    },
  };
}

/**
 * Puts a persona on the line: says its first line, then one line each time the other side speaks and pauses; a line
 * of keys is pressed on the keypad instead of spoken.
 */
function joinAsPersona(options: {
  persona: Persona;
  bridge: ConferenceBridge;
  legId: string;
  role: Extract<LegRole, 'client' | 'transferee'>;
  speak: SynthesizeSpeech;
  turnSilenceMs: number;
  onError: ((error: unknown) => void) | undefined;
  onLeave(): void;
}): BridgeLeg {
  const { persona } = options;
  let nextLine = 0;
  let synthesizing = false;
  let heardSpeech = false;
  let silentMs = 0;
  const say = () => {
    const text = persona.lines[nextLine];
    if (text === undefined) return;
    nextLine += 1;
    if (typeof text !== 'string') {
      if (text.afterMs === undefined) leg.pressDigits(text.keys);
      else {
        setTimeout(() => {
          if (options.bridge.legs.includes(leg)) leg.pressDigits(text.keys);
        }, text.afterMs).unref();
      }
      return;
    }
    synthesizing = true;
    options
      .speak({ text, language: persona.language })
      .then((audio) => {
        const samples = resamplePcm(audio.samples, audio.sampleRate, TELEPHONE_SAMPLE_RATE);
        for (const frame of splitIntoFrames(samples)) leg.speak(frame);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        synthesizing = false;
      });
  };
  const leg = options.bridge.addLeg({
    role: options.role,
    id: options.legId,
    maxQueuedFrames: Number.POSITIVE_INFINITY,
    onLeave: options.onLeave,
    hear(frame) {
      // A persona does not listen while it talks, as people on a phone mostly do not.
      if (synthesizing || leg.queuedFrames > 0) return;
      if (measureRms(frame) >= SPEECH_RMS) {
        heardSpeech = true;
        silentMs = 0;
        return;
      }
      if (!heardSpeech) return;
      silentMs += 20;
      if (silentMs >= options.turnSilenceMs) {
        heardSpeech = false;
        silentMs = 0;
        say();
      }
    },
  });
  say();
  return leg;
}
