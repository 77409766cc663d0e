/**
 * `pnpm bench` for bot calls with real local media: at increasing levels N, N bot calls placed by one instance's
 * bot-call worker (its own concurrency N) on the local telephony, each client a bench phone answering over WebRTC
 * (werift, PCMU) as the demo's browser phone does, speaking an espeak-ng line ("yes") once every two seconds with
 * its microphone never silent in between, while the bot's session speaks the questionnaire's synthesized prompts
 * and listens with its recogniser. Once every call of a level is answered, it counts, for a measured window, the
 * gaps over 60 ms between frames reaching each phone (what a client hears as a drop-out). The answer is the largest
 * N whose calls had no such gap: the figure `BOT_CALL_CONCURRENCY` defaults to. The phones share this process and
 * the two cores with the server, so the figure is pessimistic for a server alone.
 * Levels: `BENCH_BOT_MEDIA_CALLS` (comma-separated, default 1,2,3,4,6,8; it stops after two levels in a row with gaps),
 * `BENCH_BOT_MEDIA_SECONDS` measured per level (default 10).
 */
import { loadavg } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { FRAME_SAMPLES, splitIntoFrames, TELEPHONE_SAMPLE_RATE } from '../src/audio/audioFrames.ts';
import { resamplePcm } from '../src/audio/resamplePcm.ts';
import { requestBotCall } from '../src/botCalls/requestBotCall.ts';
import { DEFAULT_BOT_CALL_CONCURRENCY } from '../src/config.ts';
import { botCallRequests, organizations, patientPhones, patients, questionnaires } from '../src/db/schema/index.ts';
import { createDevPhoneLines, type DevPhoneRing } from '../src/telephony/local/createDevPhoneLines.ts';
import { createEspeakSpeech } from '../src/telephony/local/createEspeakSpeech.ts';
import { isLocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createMediaPeer, type MediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import { startBenchApp } from './startBenchApp.ts';

const LEVELS = (process.env.BENCH_BOT_MEDIA_CALLS ?? '1,2,3,4,6,8').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_BOT_MEDIA_SECONDS ?? 10);
const GAP_MS = 60;
/** How long a level waits for all its calls to be answered before it is counted as failed. */
const ANSWER_TIMEOUT_MS = 30_000;
/** The first second after the last answer settles the connections; it is not measured. */
const SETTLE_MS = 1000;
const QUESTIONNAIRE = 'Weekly check-in';

interface LevelResult {
  calls: number;
  answered: number;
  frames: number;
  gaps: number;
  worstGapMs: number;
  callsWithGaps: number;
  loadAverage: number;
  cpuMsPerCallSecond: number;
}

const bench = await startBenchApp(
  'bot-media',
  {
    demoRecordings: false,
    demoSchedulerDay: false,
    planBotCalls: false,
    botCallWorker: { pollIntervalMs: 100 },
  },
  { BOT_CALL_CONCURRENCY: String(Math.max(...LEVELS)) },
);
const { app } = bench;
await app.ready();
const { db, telephony, botCallWorker } = app.services;
if (!isLocalTelephony(telephony) || !telephony.devPhones) throw new Error('the bench needs the local telephony');
const devPhones = telephony.devPhones ?? createDevPhoneLines();

const [organization] = await db.select().from(organizations).where(eq(organizations.name, 'Demo Care'));
const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.name, QUESTIONNAIRE));
if (!organization || !questionnaire) throw new Error('the demo data is missing');
const organizationId = organization.id;
const { id: questionnaireId, version: questionnaireVersion } = questionnaire;

// The bench phones' line: "yes" synthesized once, spoken every two seconds, silence between.
const yes = await createEspeakSpeech()({ text: 'yes', language: 'en-US' });
const spoken = splitIntoFrames(resamplePcm(yes.samples, yes.sampleRate, TELEPHONE_SAMPLE_RATE));
const SILENCE = new Int16Array(FRAME_SAMPLES);
const SPEAK_EVERY_FRAMES = 100;

interface BenchPhone {
  ring: DevPhoneRing;
  peer: MediaPeer;
  heardAt: number[];
}

async function runLevel(calls: number): Promise<LevelResult> {
  const phones: BenchPhone[] = [];
  const numbers = Array.from({ length: calls }, (_, index) => `2025559${String(calls * 100 + index).padStart(3, '0')}`);
  let answeredCount = 0;
  let allAnswered: () => void = () => {};
  const answeredAll = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  // A browser phone holds one call at a time (a second ringing is busy), so each number gets a line of its own.
  const lines = numbers.map((number) =>
    devPhones.open({
      organizationId: organizationId,
      numbers: [`1${number}`],
      line: {
        ring(ring) {
          const peer = createMediaPeer();
          const phone: BenchPhone = { ring, peer, heardAt: [] };
          phones.push(phone);
          peer.onFrame(() => phone.heardAt.push(performance.now()));
          (async () => {
            await peer.connection.setLocalDescription(await peer.connection.createOffer());
            await waitForIceGathering(peer.connection);
            const answer = await ring.answer(peer.connection.localDescription?.sdp ?? '');
            await peer.connection.setRemoteDescription({ type: 'answer', sdp: answer });
          })().catch(() => ring.decline());
        },
        connected() {
          answeredCount += 1;
          if (answeredCount === calls) allAnswered();
        },
        ended() {},
      },
    }),
  );
  // Every phone's microphone sends a frame each 20 ms from the moment it rings.
  let tick = 0;
  const startedAt = performance.now();
  let speaking = true;
  const speak = () => {
    if (!speaking) return;
    tick += 1;
    for (const phone of phones) {
      const index = tick % SPEAK_EVERY_FRAMES;
      phone.peer.sendFrame(spoken[index] ?? SILENCE);
    }
    setTimeout(speak, Math.max(0, startedAt + (tick + 1) * 20 - performance.now()));
  };
  speak();

  const clients = await db
    .insert(patients)
    .values(
      numbers.map((_, index) => ({
        organizationId: organizationId,
        firstName: 'Bench',
        lastName: `Caller ${calls}-${index}`,
        birthDate: '1950-01-01',
      })),
    )
    .returning({ id: patients.id });
  const callIds: number[] = [];
  for (const [index, client] of clients.entries()) {
    const [phone] = await db
      .insert(patientPhones)
      .values({
        patientId: client.id,
        countryCode: '1',
        number: numbers[index] ?? '',
        label: 'mobile',
        isDefault: true,
      })
      .returning({ id: patientPhones.id });
    const { callId } = await requestBotCall(db, {
      organizationId: organizationId,
      patientId: client.id,
      patientPhoneId: phone?.id ?? null,
      phoneNumber: `1-${numbers[index]}`,
      questionnaireId,
      questionnaireVersion,
      requestedBy: null,
      now: new Date(),
    });
    callIds.push(callId);
  }
  botCallWorker.wake();
  await Promise.race([answeredAll, new Promise((resolve) => setTimeout(resolve, ANSWER_TIMEOUT_MS))]);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const from = performance.now();
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const to = performance.now();
  const cpuUsed = process.cpuUsage(cpu);
  const loadAverage = loadavg()[0] ?? 0;

  let frames = 0;
  let gaps = 0;
  let worstGapMs = 0;
  let callsWithGaps = 0;
  for (const phone of phones) {
    const heard = phone.heardAt.filter((at) => at >= from && at <= to);
    frames += heard.length;
    let phoneGaps = 0;
    // The window's edges count too: a phone that stopped hearing mid-window has a gap up to its end.
    const times = [from, ...heard, to];
    for (let index = 1; index < times.length; index += 1) {
      const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
      worstGapMs = Math.max(worstGapMs, gap);
      if (gap > GAP_MS) phoneGaps += 1;
    }
    gaps += phoneGaps;
    if (phoneGaps > 0) callsWithGaps += 1;
  }

  speaking = false;
  for (const phone of phones) phone.ring.hangUp();
  for (const line of lines) line.close();
  // The level is over once every call has ended; the next starts on a quiet worker.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const open = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(botCallRequests)
      .where(
        and(
          inArray(botCallRequests.callId, callIds),
          inArray(botCallRequests.status, ['queued', 'dialing', 'ringing', 'in-progress']),
        ),
      );
    if ((open[0]?.count ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await Promise.all(phones.map((phone) => phone.peer.close().catch(() => {})));
  return {
    calls,
    answered: Math.min(answeredCount, calls),
    frames,
    gaps,
    worstGapMs,
    callsWithGaps,
    loadAverage,
    cpuMsPerCallSecond: (cpuUsed.user + cpuUsed.system) / 1000 / (calls * SECONDS),
  };
}

const results: LevelResult[] = [];
for (const calls of LEVELS) {
  const result = await runLevel(calls);
  results.push(result);
  process.stdout.write(`bot calls with media: ${calls} at once measured\n`);
  // Two levels in a row with drop-outs: higher levels only have more.
  const failing = (level: LevelResult | undefined) => !level || level.gaps > 0 || level.answered < level.calls;
  if (failing(result) && failing(results.at(-2)) && results.length > 1) break;
}
await bench.close();

console.log(`\nBot calls with real local media, ${SECONDS} s measured a level (bench phones in the server's process)`);
console.table(
  results.map((result) => ({
    'calls at once': result.calls,
    answered: `${result.answered} of ${result.calls}`,
    'frames to phones': result.frames,
    [`gaps >${GAP_MS}ms`]: result.gaps,
    'calls with a gap': result.callsWithGaps,
    'worst gap ms': result.worstGapMs.toFixed(1),
    'CPU ms per call-s': result.cpuMsPerCallSecond.toFixed(1),
    'load average': result.loadAverage.toFixed(1),
  })),
);
// The largest level held cleanly, counting only levels below the first that was not: a lucky higher level after a
// failed one does not count.
const firstFailed = results.findIndex(
  (result) => result.gaps > 0 || result.answered < result.calls || result.frames === 0,
);
const clean = (firstFailed === -1 ? results : results.slice(0, firstFailed)).filter(
  (result) => result.gaps === 0 && result.answered === result.calls && result.frames > 0,
);
const held = clean.length > 0 ? Math.max(...clean.map((result) => result.calls)) : 0;
console.log(
  `Largest number of bot calls at once with no gap over ${GAP_MS} ms: ${held} ` +
    `(BOT_CALL_CONCURRENCY defaults to ${DEFAULT_BOT_CALL_CONCURRENCY}; load average ${(loadavg()[0] ?? 0).toFixed(1)} ` +
    'on this machine while measuring: a loaded machine gives a lower figure)',
);
if (held < DEFAULT_BOT_CALL_CONCURRENCY) {
  console.log(`MISSED: the default BOT_CALL_CONCURRENCY ${DEFAULT_BOT_CALL_CONCURRENCY} is above what was held here`);
  process.exitCode = 1;
}
process.exit();
