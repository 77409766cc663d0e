/**
 * `pnpm bench` for the voice analysis: the CPU time (`process.cpuUsage`, user + system) of analysing a 10-minute
 * stereo call recording, from the WAV bytes to the measures (decoding the client's channel, resampling, intensity,
 * pauses, syllable nuclei and pitch), at the rates a recording may have. The first run of each rate is cold (the code
 * not yet optimised by the JIT); then `BENCH_ANALYSIS_RUNS` (3) warm runs, and one run the way the server analyses (letting
 * the event loop run between steps), with the longest time the event loop was held. Budget: 2 s of CPU per
 * recording, cold and on the server's path.
 * Prints a table and exits 1 when the budget is missed.
 */
import { decodeClientChannel } from '../src/analysis/decodeClientChannel.ts';
import { measureVoice, measureVoiceYielding } from '../src/analysis/measureVoice.ts';
import { encodeStereoWav, synthesizeSpeaker } from '../test/voiceSignals.ts';

const BUDGET_MS = 2_000;
const RECORDING_SECONDS = 600;
const RUNS = Number(process.env.BENCH_ANALYSIS_RUNS ?? 3);
const RATES = [8_000, 16_000, 48_000];

function cpuMsOf(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const rows: {
  rate: string;
  bytes: string;
  cold: string;
  warmMedian: string;
  yielding: string;
  longestStall: string;
  syllables: number;
  budget: string;
}[] = [];
let missed = false;
for (const sampleRate of RATES) {
  const shape = { sampleRate, durationSeconds: RECORDING_SECONDS, phraseSeconds: 4, pauseSeconds: 1.2 };
  const client = synthesizeSpeaker({ ...shape, syllablesPerSecond: 4, pitchHz: 150, seed: 1 });
  const operator = synthesizeSpeaker({ ...shape, syllablesPerSecond: 5, pitchHz: 110, seed: 2 });
  const wav = encodeStereoWav(client, operator, sampleRate);
  let syllables = 0;
  const analyse = () => {
    const channel = decodeClientChannel(wav);
    syllables = measureVoice(channel.samples, channel.sampleRate).syllableCount;
  };
  const cold = cpuMsOf(analyse);
  const warm = Array.from({ length: RUNS }, () => cpuMsOf(analyse)).sort((a, b) => a - b);
  const warmMedian = warm[Math.floor(warm.length / 2)] ?? Number.NaN;
  // The server's path: the same work, letting the event loop run between steps; its longest stall is what requests
  // and live calls would feel.
  const ticks: number[] = [];
  const timer = setInterval(() => ticks.push(performance.now()), 1);
  const yieldingStart = process.cpuUsage();
  const begin = performance.now();
  const channel = decodeClientChannel(wav);
  await measureVoiceYielding(channel.samples, channel.sampleRate);
  const moments = [begin, ...ticks, performance.now()];
  clearInterval(timer);
  const yieldingUsed = process.cpuUsage(yieldingStart);
  const yielding = (yieldingUsed.user + yieldingUsed.system) / 1000;
  const longestStall = Math.max(...moments.slice(1).map((moment, index) => moment - (moments[index] ?? moment)));
  const within = cold <= BUDGET_MS && yielding <= BUDGET_MS;
  missed ||= !within;
  rows.push({
    rate: `${sampleRate / 1000} kHz`,
    bytes: `${(wav.length / 1e6).toFixed(1)} MB`,
    cold: `${cold.toFixed(0)} ms`,
    warmMedian: `${warmMedian.toFixed(0)} ms`,
    yielding: `${yielding.toFixed(0)} ms`,
    longestStall: `${longestStall.toFixed(0)} ms`,
    syllables,
    budget: within ? 'ok' : `over ${BUDGET_MS} ms`,
  });
}
console.log(`CPU time to analyse a ${RECORDING_SECONDS / 60}-minute stereo recording (budget ${BUDGET_MS} ms)`);
console.table(rows);
if (missed) process.exitCode = 1;
