/**
 * `pnpm bench` for the start of a live call: from the operator pressing Call to the ringing heard in the browser,
 * on the local media plane, as the portal does it. Each call: `POST /conference/call/load` (the call stored, its
 * conference opened, the client dialled), then the voice gateway (`/conference/voice?token=`, an offer with its
 * candidates gathered, the answer), until the first frame of the network's ringback reaches the operator's werift
 * peer in this process. The simulated network takes its default 300 ms from dialling to ringing, as a carrier takes a
 * moment to set a call up, so that much of the figure is the network's, not the server's.
 *
 * Calls go one at a time (an operator presses Call once), each to another demo client, and are ended before the
 * next. `BENCH_RINGBACK_CALLS` measured calls (default 20) after 2 warm-up calls. Prints p50/p95/max of the whole and
 * of its parts, and exits 1 when the p95 is 1 s or more.
 */
import { loadavg } from 'node:os';
import { CONSENT_TAG_NAME } from '@carecall/api-client';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { measureRms } from '../src/audio/audioFrames.ts';
import { wrapPglite } from '../src/db/openDatabase.ts';
import { organizations, patients, patientTags, questionnaires } from '../src/db/schema/index.ts';
import { createMediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import { type LatencySummary, summarizeLatencies } from './measureLatencies.ts';
import { startBenchApp } from './startBenchApp.ts';

const CALLS = Number(process.env.BENCH_RINGBACK_CALLS ?? 20);
const WARM_UP_CALLS = 2;
const BUDGET_P95_MS = 1000;
/** A frame this loud (RMS) is the ringback, not the silence before it. */
const RINGBACK_RMS = 1000;
/** A number with no demo client behind it: the simulated network's stranger, who lets it ring. */
const DIALLED = '1-2025550199';

const bench = await startBenchApp('ringback', {
  demoRecordings: false,
  demoSchedulerDay: false,
  speech: null,
  database: wrapPglite(await PGlite.create()),
});
const { app } = bench;
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const { db, telephony } = app.services;

const signIn = await fetch(`${base}/dev/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'operator@demo.test' }),
});
const { access_token: token, device_id: deviceId } = (await signIn.json()) as {
  access_token: string;
  device_id: string;
};
const [organization] = await db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.name, 'Demo Care'));
const organizationId = organization?.id ?? 0;
// Clients who did not decline to be called (the others are refused before anything is dialled).
const clients = await db
  .select({ id: patients.id })
  .from(patients)
  .leftJoin(patientTags, and(eq(patientTags.patientId, patients.id), eq(patientTags.name, CONSENT_TAG_NAME)))
  .where(
    and(
      eq(patients.organizationId, organizationId),
      or(isNull(patientTags.params), ne(patientTags.params, 'declined')),
    ),
  )
  .orderBy(asc(patients.id))
  .limit(CALLS + WARM_UP_CALLS);
const callable = await db
  .select({ id: questionnaires.id })
  .from(questionnaires)
  .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.isSubQuestionnaire, false)))
  .orderBy(asc(questionnaires.id));
if (clients.length < CALLS + WARM_UP_CALLS) throw new Error(`Demo Care has only ${clients.length} clients`);

const loadCall = (patientId: number, questionnaireId: number) =>
  fetch(`${base}/conference/call/load`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'device-id': deviceId,
      'organization-id': String(organizationId),
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      patient_id: patientId,
      phone_number: DIALLED,
      phone_number_id: null,
      questionnaire: questionnaireId,
      organization_id: organizationId,
    }),
  });

// The first questionnaire the operator may call with.
let questionnaireId: number | null = null;
for (const candidate of callable) {
  const probe = await loadCall(clients[0]?.id ?? 0, candidate.id);
  if (probe.ok) {
    questionnaireId = candidate.id;
    await telephony.endConference({ callId: String(((await probe.json()) as { call_id: number }).call_id) });
    break;
  }
}
if (questionnaireId === null) throw new Error('No questionnaire of Demo Care can be called');

interface CallFigures {
  loadMs: number;
  answerMs: number;
  ringbackMs: number;
}

/** One Call, as the portal places it; resolves once the ringback was heard, then hangs up. */
async function placeCall(patientId: number): Promise<CallFigures> {
  const started = performance.now();
  const response = await loadCall(patientId, questionnaireId ?? 0);
  if (!response.ok) throw new Error(`The call could not be loaded: ${response.status} ${await response.text()}`);
  const { call_id: callId } = (await response.json()) as { call_id: number };
  const loaded = performance.now();
  const peer = createMediaPeer();
  const heard = new Promise<number>((resolve) => {
    peer.onFrame((frame) => {
      if (measureRms(frame) > RINGBACK_RMS) resolve(performance.now());
    });
  });
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/conference/voice?token=${encodeURIComponent(token)}`);
  const answered = new Promise<number>((resolve, reject) => {
    socket.once('close', (code, reason) => reject(new Error(`The gateway closed: ${code} ${reason}`)));
    socket.on('message', async (data) => {
      const message = JSON.parse(String(data)) as { type: string; sdp?: string };
      if (message.type !== 'answer' || !message.sdp) return;
      await peer.connection.setRemoteDescription({ type: 'answer', sdp: message.sdp });
      resolve(performance.now());
    });
  });
  await new Promise((resolve) => socket.once('open', resolve));
  await peer.connection.setLocalDescription(await peer.connection.createOffer());
  await waitForIceGathering(peer.connection);
  socket.send(
    JSON.stringify({
      type: 'invite',
      params: { callId: String(callId), organization_id: organizationId, patient_id: patientId, to_number: DIALLED },
      sdp: peer.connection.localDescription?.sdp ?? '',
    }),
  );
  const answeredAt = await answered;
  const heardAt = await Promise.race([
    heard,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No ringback within 10 s')), 10_000)),
  ]);
  socket.removeAllListeners('close');
  const ended = new Promise<void>((resolve) => {
    const stop = telephony.onEvent((event) => {
      if (event.type === 'conference-ended' && event.callId === String(callId)) {
        stop();
        resolve();
      }
    });
  });
  await telephony.endConference({ callId: String(callId) });
  await ended;
  socket.close();
  await peer.close();
  return { loadMs: loaded - started, answerMs: answeredAt - loaded, ringbackMs: heardAt - started };
}

const figures: CallFigures[] = [];
for (const [index, client] of clients.entries()) {
  const result = await placeCall(client.id);
  if (index >= WARM_UP_CALLS) figures.push(result);
}
await bench.close();

const format = (summary: LatencySummary) =>
  `${summary.p50.toFixed(0)} / ${summary.p95.toFixed(0)} / ${summary.max.toFixed(0)}`;
const total = summarizeLatencies(figures.map((figure) => figure.ringbackMs));
console.log(
  `\nFrom Call to ringing heard, ${CALLS} calls one at a time (local media plane, werift peer in this process)`,
);
console.table({
  'Call → ringback heard': { 'ms p50 / p95 / max': format(total) },
  'call load (HTTP)': { 'ms p50 / p95 / max': format(summarizeLatencies(figures.map((figure) => figure.loadMs))) },
  'gateway: socket, offer, answer': {
    'ms p50 / p95 / max': format(summarizeLatencies(figures.map((figure) => figure.answerMs))),
  },
});
console.log(`load average ${loadavg()[0]?.toFixed(1)} (other work on the machine inflates these figures)`);
const ok = total.p95 < BUDGET_P95_MS;
console.log(`Budget: p95 ${total.p95.toFixed(0)} ms (< ${BUDGET_P95_MS} ms): ${ok ? 'met' : 'MISSED'}`);
if (!ok) process.exitCode = 1;
