/**
 * The server's half of `telephonyBench.ts`, in its own process as in production: local conferences, each with the
 * bot's audio port, answering the browsers' offers that arrive over IPC. The bot speaks a loud marker frame once a
 * second and notes when it hears the browser's markers; the bench turns the times into one-way delays.
 */
import { FRAME_SAMPLES, measureRms } from '../src/audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../src/audio/mulaw.ts';
import type { RecordingStorage } from '../src/recordings/RecordingStorage.ts';
import { createLocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createSimulatedPhoneNetwork } from '../src/telephony/local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from '../src/telephony/local/createToneSpeech.ts';

/** A clock shared by both processes: wall-clock milliseconds with sub-millisecond precision. */
export const sharedNow = () => performance.timeOrigin + performance.now();

export type BenchServerRequest =
  | { type: 'open'; callId: string }
  | { type: 'offer'; callId: string; sdp: string }
  | { type: 'reset' }
  | { type: 'finish' };

export type BenchServerReply =
  | { type: 'answer'; callId: string; sdp: string }
  | {
      type: 'report';
      /** When each bot sent a marker, and when it heard the browser's. */
      botSent: Record<string, number[]>;
      botHeard: Record<string, number[]>;
      /** Intervals between a conference's ticks longer than 60 ms. */
      tickGaps: number;
      ticks: number;
      /** CPU the server process used since the reset, in milliseconds. */
      cpuMs: number;
      recordings: { seconds: number; leftRms: number; rightRms: number }[];
    };

const MARKER_RMS = 8000;
const LOUD = encodeMulaw(new Int16Array(FRAME_SAMPLES).fill(12_000));
const QUIET = encodeMulaw(new Int16Array(FRAME_SAMPLES));

if (process.send) {
  const stored: Buffer[] = [];
  const recordings: RecordingStorage = {
    async put(_key, bytes) {
      stored.push(bytes);
    },
    async get() {
      return null;
    },
    async delete() {},
  };
  let ticks = 0;
  let tickGaps = 0;
  let cpuAtReset = process.cpuUsage();
  const lastTick = new Map<string, number>();
  const telephony = createLocalTelephony({
    recordings,
    network: createSimulatedPhoneNetwork({ personas: new Map(), speak: createToneSpeech() }),
  });
  const botSent: Record<string, number[]> = {};
  const botHeard: Record<string, number[]> = {};
  const timers: NodeJS.Timeout[] = [];
  const send = (reply: BenchServerReply) => process.send?.(reply);

  process.on('message', async (message: BenchServerRequest) => {
    if (message.type === 'open') {
      const { callId } = message;
      await telephony.openConference({ callId, organizationId: 1, clientId: null, record: true });
      const bot = await telephony.connectBot({ callId });
      botSent[callId] = [];
      botHeard[callId] = [];
      let wasLoud = false;
      bot.onFrame((frame) => {
        const at = sharedNow();
        const previous = lastTick.get(callId);
        if (previous !== undefined && at - previous > 60) tickGaps += 1;
        lastTick.set(callId, at);
        ticks += 1;
        const loud = measureRms(decodeMulaw(frame)) > MARKER_RMS;
        if (loud && !wasLoud) botHeard[callId]?.push(at);
        wasLoud = loud;
      });
      // Once a second, half a second out of step with the browser's markers.
      const offset = setTimeout(() => {
        const timer = setInterval(() => {
          bot.clear();
          botSent[callId]?.push(sharedNow());
          bot.send(LOUD);
          bot.send(QUIET);
        }, 1000);
        timers.push(timer);
      }, 500);
      timers.push(offset);
    } else if (message.type === 'reset') {
      ticks = 0;
      tickGaps = 0;
      cpuAtReset = process.cpuUsage();
      for (const times of [...Object.values(botSent), ...Object.values(botHeard)]) times.length = 0;
    } else if (message.type === 'offer') {
      const answer = await telephony.acceptOperatorOffer({ callId: message.callId, sdp: message.sdp });
      send({ type: 'answer', callId: message.callId, sdp: answer.sdp });
    } else {
      const cpu = process.cpuUsage(cpuAtReset);
      for (const timer of timers) clearTimeout(timer);
      await telephony.close();
      const { readWavChannels } = await import('../src/audio/createStereoRecorder.ts');
      send({
        type: 'report',
        botSent,
        botHeard,
        tickGaps,
        ticks,
        cpuMs: (cpu.user + cpu.system) / 1000,
        recordings: stored.map((bytes) => {
          const { sampleRate, channels } = readWavChannels(bytes);
          const [left, right] = channels;
          return {
            seconds: (left?.length ?? 0) / sampleRate,
            leftRms: left ? measureRms(left) : 0,
            rightRms: right ? measureRms(right) : 0,
          };
        }),
      });
      setTimeout(() => process.exit(0), 100);
    }
  });
}
