import { measureRms, splitIntoFrames, TELEPHONE_SAMPLE_RATE } from '../../audio/audioFrames.ts';
import { resamplePcm } from '../../audio/resamplePcm.ts';
import type { BridgeLeg, ConferenceBridge } from '../../conference/createConferenceBridge.ts';
import type { LegRole } from '../../conference/LegRole.ts';
import type { DialStatus } from '../Telephony.ts';
import { buildStrangerPersona, type Persona, toDialKey } from './Persona.ts';
import type { SynthesizeSpeech } from './SynthesizeSpeech.ts';

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
}

export const DEFAULT_PHONE_NETWORK_TIMING: PhoneNetworkTiming = {
  setupMs: 300,
  noAnswerMs: 30_000,
  turnSilenceMs: 700,
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
}): SimulatedPhoneNetwork {
  const timing = { ...DEFAULT_PHONE_NETWORK_TIMING, ...options.timing };
  return {
    dial({ phoneNumber, bridge, legId, role = 'client', onStatus }) {
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
