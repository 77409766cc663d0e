/**
 * `pnpm bench` for calls: what an operator feels on a client with a long history, over a real socket.
 *
 * 1. The calls list (full, and lean) of one client with 2,000 calls (a third with post-call answers, half recorded, so
 *    every answer carries answers and signed links), on PGlite: 20 warm-up reads, then 100 measured, one at a time.
 *    Budget: p95 under 100 ms for the full list.
 * 2. The first byte of a Range request into a 25-minute stereo recording (48 MB) through its signed link, at random
 *    offsets: 20 warm-up, 200 measured. Budget: p95 under 50 ms.
 *
 * Prints a table (with the CPU time per list read beside its latency, a figure a busy machine distorts less) and
 * exits 1 when a budget is missed. `BENCH_CALLS` changes the number of calls.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { createSilence, encodeWav } from '../src/audio/pcmAudio.ts';
import { wrapPglite } from '../src/db/openDatabase.ts';
import { callAnswers, callQuestions, callRecordings, calls, organizations, patients } from '../src/db/schema/index.ts';
import { summarizeLatencies } from './measureLatencies.ts';
import { startBenchApp } from './startBenchApp.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000);
const LIST_BUDGET_MS = 100;
const RANGE_BUDGET_MS = 50;

const bench = await startBenchApp('calls', {
  demoRecordings: false,
  speech: null,
  database: wrapPglite(await PGlite.create()),
});
const { app } = bench;
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { db } = app.services;
// Links are signed for the address browsers use; the bench reads them from this socket.
app.services.config.publicUrl = base;

const [organization] = await db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.name, 'Demo Care'));
const organizationId = organization?.id ?? 0;
const [client] = await db
  .select({ id: patients.id })
  .from(patients)
  .where(and(eq(patients.organizationId, organizationId), isNotNull(patients.lastCallStartedAt)))
  .orderBy(asc(patients.id))
  .limit(1);
const patientId = client?.id ?? 0;
// The client's history is exactly the bench's calls.
await db.delete(calls).where(eq(calls.patientId, patientId));
const [question] = await db.select().from(callQuestions).where(eq(callQuestions.organizationId, organizationId));

process.stdout.write(`Writing ${CALLS} calls of one client and a 25-minute recording…\n`);
const recordingKey = `calls/${randomUUID()}.wav`;
const recording = encodeWav(createSilence({ durationMs: 25 * 60_000, sampleRate: 8_000, channels: 2 }));
await app.services.callRecordings.put(recordingKey, recording);
const start = Date.UTC(2025, 0, 1);
for (let offset = 0; offset < CALLS; offset += 500) {
  const rows = await db
    .insert(calls)
    .values(
      Array.from({ length: Math.min(500, CALLS - offset) }, (_, index) => {
        const answered = (offset + index) % 4 !== 0;
        return {
          organizationId,
          patientId,
          source: 'voip' as const,
          product: (offset + index) % 2 === 0 ? ('bot' as const) : ('lift' as const),
          patientDialStatus: answered ? 'completed' : 'no-answer',
          interviewerCallStatus: 'completed',
          startDate: new Date(start + (offset + index) * 3_600_000),
          recordingTime: answered ? 60 + ((offset + index) % 900) : 0,
          totalDialTime: 90,
          wasRecorded: answered,
        };
      }),
    )
    .returning({ id: calls.id, wasRecorded: calls.wasRecorded });
  const recorded = rows.filter((row) => row.wasRecorded).filter((_, index) => index % 3 !== 2);
  if (recorded.length > 0) {
    await db.insert(callRecordings).values(
      recorded.map((row) => ({
        callId: row.id,
        organizationId,
        fileId: randomUUID(),
        storageKey: recordingKey,
        sizeBytes: recording.length,
        durationMs: 25 * 60_000,
      })),
    );
  }
  if (question) {
    await db
      .insert(callAnswers)
      .values(
        rows
          .filter((_, index) => index % 3 === 0)
          .map((row) => ({ callId: row.id, organizationId, answers: [{ questionId: question.id, answer: 'Better' }] })),
      );
  }
}

const token = await app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'operator@demo.test' } });
const { access_token: accessToken, device_id: deviceId } = token.json<{ access_token: string; device_id: string }>();
const headers = {
  authorization: `Bearer ${accessToken}`,
  'device-id': deviceId,
  'organization-id': String(organizationId),
};

/**
 * Times a list `runs` times after `warmUp` reads: wall-clock latency per read, and the CPU time this process (server
 * and client alike) spent per read, which other work on a shared machine inflates far less than the wall clock.
 */
async function timeList(
  url: string,
  runs: number,
  warmUp: number,
): Promise<{ latencies: number[]; count: number; cpuMsPerRead: number }> {
  const latencies: number[] = [];
  let count = 0;
  let cpuStart = process.cpuUsage();
  for (let run = 0; run < warmUp + runs; run += 1) {
    if (run === warmUp) cpuStart = process.cpuUsage();
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers });
    const body = (await response.json()) as { calls: { temp_download_link: string | null }[] };
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (run >= warmUp) latencies.push(performance.now() - started);
    count = body.calls.length;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { latencies, count, cpuMsPerRead: (cpu.user + cpu.system) / 1000 / runs };
}

const full = await timeList(`/api/user/patient/${patientId}/call/calls`, 100, 20);
const lean = await timeList(`/api/user/patient/${patientId}/call/calls/lean`, 100, 20);
if (full.count !== CALLS) throw new Error(`the list answered ${full.count} calls, not ${CALLS}`);

const one = await fetch(`${base}/api/user/patient/${patientId}/call/calls?limit=1`, { headers });
const link = ((await one.json()) as { calls: { temp_download_link: string | null }[] }).calls.find(
  (call) => call.temp_download_link,
)?.temp_download_link;
const fallback = await fetch(`${base}/api/user/patient/${patientId}/call/calls?status=answered&limit=5`, { headers });
const signed =
  link ??
  ((await fallback.json()) as { calls: { temp_download_link: string | null }[] }).calls.find(
    (call) => call.temp_download_link,
  )?.temp_download_link;
if (!signed) throw new Error('no recording link in the list');

function firstByte(offset: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      signed as string,
      { headers: { range: `bytes=${offset}-${offset + 65_535}` } },
      (response) => {
        if (response.statusCode !== 206) reject(new Error(`range answered ${response.statusCode}`));
        response.once('data', () => resolve(performance.now() - started));
        response.resume();
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
const ranges: number[] = [];
for (let run = 0; run < 220; run += 1) {
  const latency = await firstByte(Math.floor(Math.random() * (recording.length - 65_536)));
  if (run >= 20) ranges.push(latency);
}

await bench.close();

const fullSummary = summarizeLatencies(full.latencies);
const leanSummary = summarizeLatencies(lean.latencies);
const rangeSummary = summarizeLatencies(ranges);
const format = (ms: number) => `${ms.toFixed(1)} ms`;
const rows: [string, string, string, boolean][] = [
  [
    `calls list, ${CALLS} calls (p50 / p95)`,
    `${format(fullSummary.p50)} / ${format(fullSummary.p95)}`,
    `p95 < ${LIST_BUDGET_MS} ms`,
    fullSummary.p95 < LIST_BUDGET_MS,
  ],
  [`  CPU per read (server and client)`, format(full.cpuMsPerRead), '—', true],
  [`lean list, ${CALLS} calls (p50 / p95)`, `${format(leanSummary.p50)} / ${format(leanSummary.p95)}`, '—', true],
  [`  CPU per read (server and client)`, format(lean.cpuMsPerRead), '—', true],
  [
    'Range request, first byte (p50 / p95)',
    `${format(rangeSummary.p50)} / ${format(rangeSummary.p95)}`,
    `p95 < ${RANGE_BUDGET_MS} ms`,
    rangeSummary.p95 < RANGE_BUDGET_MS,
  ],
];
process.stdout.write('\nCalls benchmark\n');
for (const [name, value, budget, ok] of rows)
  process.stdout.write(`  ${ok ? 'ok  ' : 'MISS'} ${name.padEnd(42)} ${value.padEnd(22)} ${budget}\n`);
if (rows.some((row) => !row[3])) process.exit(1);
