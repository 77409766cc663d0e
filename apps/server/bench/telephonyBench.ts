/**
 * `pnpm bench` for live calls: N concurrent local calls on this machine, the server's media plane in one process
 * (as in production) and the N browsers (werift peers, PCMU) in this one. Each call is an operator's browser and the
 * bot in a recorded conference, both speaking continuously, with a loud marker frame once a second each way. It
 * counts gaps longer than 60 ms between frames reaching the browsers (what a listener hears as a drop-out) and
 * between the bridge's ticks, and measures one-way delay browser → bot and bot → browser from the markers. The
 * browsers share the two cores with the server, so the figures are pessimistic for a server alone.
 * Levels: `BENCH_CALLS` (comma-separated, default 1,5,10,20), `BENCH_CALL_SECONDS` each (default 10).
 * It also prints the CPU each process spent per second of call, which other work on the machine does not inflate.
 * Budget, at 5 concurrent calls: no more than 1% of frames in gaps and a p95 one-way delay under 150 ms.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_SAMPLES, measureRms } from '../src/audio/audioFrames.ts';
import { createMediaPeer, type MediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import { type LatencySummary, summarizeLatencies } from './measureLatencies.ts';
import { type BenchServerReply, type BenchServerRequest, sharedNow } from './telephonyBenchServer.ts';

const LEVELS = (process.env.BENCH_CALLS ?? '1,5,10,20').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CALL_SECONDS ?? 10);
const BUDGET_LEVEL = 5;
const BUDGET_GAP_SHARE = 0.01;
const BUDGET_P95_DELAY_MS = 150;
const MARKER_RMS = 8000;
const WARM_UP_MS = 1000;
const LOUD = new Int16Array(FRAME_SAMPLES).fill(12_000);
const QUIET = new Int16Array(FRAME_SAMPLES);

interface LevelResult {
  calls: number;
  framesToBrowsers: number;
  gapsAtBrowsers: number;
  tickGaps: number;
  ticks: number;
  browserToBot: LatencySummary;
  botToBrowser: LatencySummary;
  connectMs: LatencySummary;
  recordingsOk: number;
  serverCpuMsPerCallSecond: number;
  browsersCpuMsPerCallSecond: number;
  loadAverage: number;
}

/** Pairs each send with the first arrival after it and before the next send: the one-way delays. */
function pairDelays(sent: readonly number[], heard: readonly number[]): number[] {
  const delays: number[] = [];
  for (const [index, at] of sent.entries()) {
    const next = sent[index + 1] ?? Number.POSITIVE_INFINITY;
    const arrival = heard.find((time) => time >= at && time < next);
    if (arrival !== undefined) delays.push(arrival - at);
  }
  return delays;
}

async function runLevel(calls: number): Promise<LevelResult> {
  const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'telephonyBenchServer.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const request = (message: BenchServerRequest) => server.send(message);
  const replies = new Map<string, (reply: BenchServerReply) => void>();
  server.on('message', (reply: BenchServerReply) => {
    const key = reply.type === 'answer' ? reply.callId : 'report';
    replies.get(key)?.(reply);
  });
  const waitFor = (key: string) =>
    new Promise<BenchServerReply>((resolve) => {
      replies.set(key, resolve);
    });

  const peers: MediaPeer[] = [];
  const connectMs: number[] = [];
  const browserSent: number[][] = [];
  const browserHeard: number[][] = [];
  const callIds: string[] = [];
  let framesToBrowsers = 0;
  let gapsAtBrowsers = 0;
  for (let index = 0; index < calls; index += 1) {
    const callId = `bench-${index}`;
    callIds.push(callId);
    const started = performance.now();
    request({ type: 'open', callId });
    const peer = createMediaPeer();
    peers.push(peer);
    await peer.connection.setLocalDescription(await peer.connection.createOffer());
    await waitForIceGathering(peer.connection);
    const answered = waitFor(callId);
    request({ type: 'offer', callId, sdp: peer.connection.localDescription?.sdp ?? '' });
    const answer = await answered;
    if (answer.type !== 'answer') throw new Error('expected an answer');
    await peer.connection.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    await new Promise<void>((resolve) => {
      if (peer.connection.connectionState === 'connected') return resolve();
      peer.connection.connectionStateChange.subscribe((state) => {
        if (state === 'connected') resolve();
      });
    });
    connectMs.push(performance.now() - started);
    const heard: number[] = [];
    browserHeard.push(heard);
    let last: number | undefined;
    let wasLoud = false;
    peer.onFrame((frame) => {
      const at = sharedNow();
      framesToBrowsers += 1;
      if (last !== undefined && at - last > 60) gapsAtBrowsers += 1;
      last = at;
      const loud = measureRms(frame) > MARKER_RMS;
      if (loud && !wasLoud) heard.push(at);
      wasLoud = loud;
    });
    browserSent.push([]);
  }

  // Every browser speaks a frame each 20 ms (a microphone never stops), with a marker once a second. The first
  // second warms up (connections settle); its figures are dropped.
  let measuring = false;
  setTimeout(() => {
    measuring = true;
    framesToBrowsers = 0;
    gapsAtBrowsers = 0;
    for (const sent of browserSent) sent.length = 0;
    for (const heard of browserHeard) heard.length = 0;
    request({ type: 'reset' });
    browsersCpu = process.cpuUsage();
  }, WARM_UP_MS);
  let browsersCpu = process.cpuUsage();
  const startedAt = performance.now();
  let tick = 0;
  await new Promise<void>((resolve) => {
    const step = () => {
      tick += 1;
      for (const [index, peer] of peers.entries()) {
        const marker = tick % 50 === 0;
        if (marker) browserSent[index]?.push(sharedNow());
        peer.sendFrame(marker ? LOUD : QUIET);
      }
      if (measuring && performance.now() - startedAt >= WARM_UP_MS + SECONDS * 1000) return resolve();
      setTimeout(step, Math.max(0, startedAt + (tick + 1) * 20 - performance.now()));
    };
    step();
  });

  const browsersCpuUsed = process.cpuUsage(browsersCpu);
  const reported = waitFor('report');
  request({ type: 'finish' });
  const report = await reported;
  await Promise.all(peers.map((peer) => peer.close()));
  if (report.type !== 'report') throw new Error('expected a report');
  const toBot = callIds.flatMap((callId, index) => pairDelays(browserSent[index] ?? [], report.botHeard[callId] ?? []));
  const toBrowser = callIds.flatMap((callId, index) =>
    pairDelays(report.botSent[callId] ?? [], browserHeard[index] ?? []),
  );
  return {
    calls,
    framesToBrowsers,
    gapsAtBrowsers,
    tickGaps: report.tickGaps,
    ticks: report.ticks,
    browserToBot: summarizeLatencies(toBot),
    botToBrowser: summarizeLatencies(toBrowser),
    connectMs: summarizeLatencies(connectMs),
    serverCpuMsPerCallSecond: report.cpuMs / (calls * SECONDS),
    browsersCpuMsPerCallSecond: (browsersCpuUsed.user + browsersCpuUsed.system) / 1000 / (calls * SECONDS),
    loadAverage: loadavg()[0] ?? 0,
    recordingsOk: report.recordings.filter(
      (recording) => recording.rightRms > 100 && recording.seconds >= SECONDS && recording.seconds < SECONDS + 10,
    ).length,
  };
}

const format = (summary: LatencySummary) =>
  `${summary.p50.toFixed(1)} / ${summary.p95.toFixed(1)} / ${summary.max.toFixed(1)} (${summary.count})`;

const results: LevelResult[] = [];
for (const calls of LEVELS) results.push(await runLevel(calls));
console.log(`\nLive calls, ${SECONDS} s each level (server media in its own process, browsers in the bench's)`);
console.table(
  results.map((result) => ({
    calls: result.calls,
    'frames to browsers': result.framesToBrowsers,
    'gaps >60ms at browsers': result.gapsAtBrowsers,
    'tick gaps >60ms': `${result.tickGaps} of ${result.ticks}`,
    'browser→bot ms p50/p95/max (n)': format(result.browserToBot),
    'bot→browser ms p50/p95/max (n)': format(result.botToBrowser),
    'connect ms p50/p95': `${result.connectMs.p50.toFixed(0)} / ${result.connectMs.p95.toFixed(0)}`,
    'recordings ok': `${result.recordingsOk} of ${result.calls}`,
    'server CPU ms per call-s': result.serverCpuMsPerCallSecond.toFixed(1),
    'browsers CPU ms per call-s': result.browsersCpuMsPerCallSecond.toFixed(1),
    'load average': result.loadAverage.toFixed(1),
  })),
);
const budgeted = results.find((result) => result.calls === BUDGET_LEVEL);
if (budgeted) {
  const gapShare = budgeted.gapsAtBrowsers / Math.max(1, budgeted.framesToBrowsers);
  const p95 = Math.max(budgeted.browserToBot.p95, budgeted.botToBrowser.p95);
  const ok = gapShare <= BUDGET_GAP_SHARE && p95 < BUDGET_P95_DELAY_MS && budgeted.recordingsOk === budgeted.calls;
  console.log(
    `Budget at ${BUDGET_LEVEL} calls: gaps ${(gapShare * 100).toFixed(3)}% of frames (≤ ${BUDGET_GAP_SHARE * 100}%), ` +
      `p95 one-way delay ${p95.toFixed(1)} ms (< ${BUDGET_P95_DELAY_MS} ms), recordings ${budgeted.recordingsOk}/${budgeted.calls}: ${ok ? 'met' : 'MISSED'}`,
  );
  if (!ok) process.exitCode = 1;
}
