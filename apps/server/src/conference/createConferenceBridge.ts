import { FRAME_SAMPLES, mixFrames, SILENT_FRAME } from '../audio/audioFrames.ts';
import { createStereoRecorder, type StereoRecorder } from '../audio/createStereoRecorder.ts';
import { getRecordingChannel, type LegRole } from './LegRole.ts';

/**
 * Frames a network leg may have waiting before the oldest are dropped: 100 ms. A leg whose packets arrive in a
 * burst after a stall would otherwise carry that stall as delay for the rest of the call.
 */
export const NETWORK_LEG_MAX_QUEUED_FRAMES = 5;

/** One participant's audio in the bridge. */
export interface BridgeLeg {
  readonly id: string;
  readonly role: LegRole;
  /** Audio this leg speaks: one 20 ms frame of 8 kHz samples. */
  speak(frame: Int16Array): void;
  /** Drops frames queued by `speak` that have not played yet. */
  clearQueued(): void;
  /** Keypad digits this leg pressed: every other leg is told at once, in order. */
  pressDigits(digits: string): void;
  /** Frames queued and not yet played. */
  readonly queuedFrames: number;
  /** Removes the leg from the conference. */
  leave(): void;
}

export interface AddLegOptions {
  role: LegRole;
  id: string;
  /** Receives, each tick, what this leg hears: every other leg mixed. */
  hear(frame: Int16Array): void;
  /**
   * How many frames may wait before the oldest are dropped: a small bound for network legs (their packets arrive in
   * real time), no bound for a synthesized voice that queues a whole sentence at once.
   */
  maxQueuedFrames?: number;
  /**
   * Whether the leg's audio goes into the recording (default true): false for the network's own sounds, such as the
   * ringback a caller hears while the phone rings, which are nobody's voice.
   */
  recorded?: boolean;
  /** Runs when the leg leaves or the conference ends. */
  onLeave?(): void;
  /** Receives keypad digits another leg pressed, one at a time. */
  onDigit?(digit: string, from: LegRole): void;
}

/**
 * Mixes the legs of one conference: each 20 ms tick takes one frame from every leg (silence when a leg has
 * nothing), gives each leg the mix of all the others (so nobody hears themselves), and records the client on the
 * left and the operator and bot on the right. The tick is driven from outside (a frame clock in a call, directly
 * in tests).
 */
export interface ConferenceBridge {
  addLeg(options: AddLegOptions): BridgeLeg;
  /** The legs now in the conference. */
  readonly legs: readonly BridgeLeg[];
  /** Advances the conference by one frame. */
  tick(): void;
  /**
   * Accounts for ticks the clock could not run (the process stalled): nobody hears anything for them, and the
   * recording gets their length in silence, so it still lasts as long as the call and its times stay true.
   */
  skip(ticks: number): void;
  /** Ticks run so far. */
  readonly ticks: number;
  /** The recorder, when the conference records. */
  readonly recorder: StereoRecorder | null;
  /** Removes every leg; later ticks do nothing. */
  end(): void;
  readonly ended: boolean;
}

interface LegState {
  leg: BridgeLeg;
  queue: Int16Array[];
  options: AddLegOptions;
}

export function createConferenceBridge(options: { record: boolean }): ConferenceBridge {
  const states = new Map<string, LegState>();
  const recorder = options.record ? createStereoRecorder() : null;
  let ticks = 0;
  let ended = false;

  const removeLeg = (id: string) => {
    const state = states.get(id);
    if (!state) return;
    states.delete(id);
    state.options.onLeave?.();
  };

  return {
    addLeg(legOptions) {
      if (ended) throw new Error('The conference has ended');
      if (states.has(legOptions.id)) throw new Error(`A leg with id ${legOptions.id} is already in the conference`);
      const maxQueued = legOptions.maxQueuedFrames ?? NETWORK_LEG_MAX_QUEUED_FRAMES;
      const queue: Int16Array[] = [];
      const leg: BridgeLeg = {
        id: legOptions.id,
        role: legOptions.role,
        speak(frame) {
          if (frame.length !== FRAME_SAMPLES) throw new RangeError(`A frame has ${FRAME_SAMPLES} samples`);
          queue.push(frame);
          if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
        },
        clearQueued() {
          queue.length = 0;
        },
        pressDigits(digits) {
          for (const digit of digits) {
            if (!/^[0-9*#]$/.test(digit)) throw new RangeError('Keypad digits are 0-9, * and #');
            for (const other of states.values()) {
              if (other.leg.id !== legOptions.id) other.options.onDigit?.(digit, legOptions.role);
            }
          }
        },
        get queuedFrames() {
          return queue.length;
        },
        leave() {
          removeLeg(legOptions.id);
        },
      };
      states.set(legOptions.id, { leg, queue, options: legOptions });
      return leg;
    },
    get legs() {
      return [...states.values()].map((state) => state.leg);
    },
    tick() {
      if (ended) return;
      ticks += 1;
      const spoken = [...states.values()].map((state) => ({ state, frame: state.queue.shift() ?? SILENT_FRAME }));
      for (const { state } of spoken) {
        const others = spoken.filter((entry) => entry.state !== state).map((entry) => entry.frame);
        state.options.hear(others.length === 1 && others[0] ? others[0] : mixFrames(others));
      }
      if (recorder) {
        const voices = spoken.filter(({ state }) => state.options.recorded !== false);
        const left = voices.filter(({ state }) => getRecordingChannel(state.leg.role) === 'left');
        const right = voices.filter(({ state }) => getRecordingChannel(state.leg.role) === 'right');
        recorder.append(mixFrames(left.map((entry) => entry.frame)), mixFrames(right.map((entry) => entry.frame)));
      }
    },
    skip(count) {
      if (ended || count <= 0) return;
      ticks += count;
      if (recorder) {
        const silence = new Int16Array(count * FRAME_SAMPLES);
        recorder.append(silence, silence);
      }
    },
    get ticks() {
      return ticks;
    },
    recorder,
    end() {
      if (ended) return;
      ended = true;
      for (const id of [...states.keys()]) removeLeg(id);
    },
    get ended() {
      return ended;
    },
  };
}
