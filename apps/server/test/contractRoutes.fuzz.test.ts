import { endpointList } from '@carecall/api-client';
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAnalyses } from '../src/db/schema/index.ts';
import { findUnservedEndpoints } from '../src/routes/registerContractRoutes.ts';
import { buildCallRecording, storeAndAnalyse } from './analysisRecordings.ts';
import { findClient } from './callContentFixtures.ts';
import { insertCalls } from './callRequests.ts';
import {
  type ContractExample,
  contractRequestArbitrary,
  type FuzzRequest,
  loadDemoRecords,
} from './contractRequestArbitrary.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Replayable: a failure prints its seed and path; `CONTRACT_FUZZ_SEED=… CONTRACT_FUZZ_PATH=…` with `-t <endpoint id>`
 * replays it, `CONTRACT_FUZZ_RUNS=…` runs longer. Change the default seed only together with a note of why.
 */
const SEED = Number(process.env.CONTRACT_FUZZ_SEED ?? 20_261_126);
const REPLAY_PATH = process.env.CONTRACT_FUZZ_PATH;
const RUNS_OVERRIDE = Number(process.env.CONTRACT_FUZZ_RUNS ?? 0);
/** `CONTRACT_FUZZ_STATS=1` prints how often each route answered what, to see how deep the requests reach. */
const PRINT_STATS = process.env.CONTRACT_FUZZ_STATS === '1';
/** The first test of a file waits for the database snapshot to load, on a busy machine for half a minute. */
const TEST_TIMEOUT_MS = 180_000;
/** Writes change data and have bodies to vary; reads only params and query. */
const RUNS = { write: 40, read: 15 };

/**
 * The demo data holds no voice analysis (recordings are analysed once made, in the background): routes that name one
 * get a finished analysis of a demo client's call, made by the real analyser, so a correction can succeed.
 */
async function addFinishedAnalysis(testApp: TestApp): Promise<ContractExample[]> {
  const organizationId = await testApp.organizationId('Demo Care');
  const patientId = await findClient(testApp, organizationId);
  const [callId] = await insertCalls(testApp, { organizationId, patientId }, [
    { startDate: new Date('2026-03-02T10:00:00Z') },
  ]);
  if (callId === undefined) throw new Error('no call');
  await storeAndAnalyse(testApp.services.db, callId, buildCallRecording(0));
  testApp.services.jobs.wake();
  await testApp.services.jobs.idle();
  const [analysis] = await testApp.services.db.select().from(callAnalyses).where(eq(callAnalyses.callId, callId));
  if (!analysis) throw new Error('no analysis');
  return [
    {
      params: { patientId, analysisId: analysis.id },
      body: { record_version: analysis.version, anomaly_type: 1, comment: 'Slower than usual; reviewed.' },
    },
  ];
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : (Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload).slice(0, 600);
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}\n${payload}`;
}

describe('every contract route, fed requests generated from its own schemas with hostile values mixed in', () => {
  for (const endpoint of endpointList) {
    it(
      `${endpoint.id} answers 2xx or a 4xx JSON error, never 5xx`,
      async () => {
        const testApp = await createTestApp();
        // The app refuses to build with a contract endpoint unserved, so every one is fed here.
        expect(findUnservedEndpoints(testApp.app, [endpoint])).toEqual([]);
        const examples = endpoint.path.includes(':analysisId') ? await addFinishedAnalysis(testApp) : [];
        const superAdmin = await testApp.signIn('super@demo.test');
        const requests = contractRequestArbitrary(endpoint, {
          records: await loadDemoRecords(testApp.services.db),
          organizationId: await testApp.organizationId('Demo Care'),
          examples: endpoint.method === 'PUT' ? examples : [],
        });
        let sent = 0;
        const answers = new Map<string, number>();
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            sent += 1;
            const response = await superAdmin.inject({
              method: request.method,
              url: request.url,
              headers: request.headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
              // A new client address per request, so the per-address rate limits do not hide the route.
              remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            });
            const answer = `${response.statusCode} ${response.statusCode >= 400 ? (response.json().code ?? '') : ''}`;
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
            const context = `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 600)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type'], context).toContain('application/json');
              const body = response.json();
              expect(typeof body.error, context).toBe('string');
              expect(body.error.length, context).toBeGreaterThan(0);
            }
          }),
          {
            seed: SEED,
            numRuns: RUNS_OVERRIDE || (endpoint.method === 'GET' ? RUNS.read : RUNS.write),
            endOnFailure: true,
            ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
          },
        );
        expect(Object.prototype).not.toHaveProperty('polluted');
        if (PRINT_STATS) {
          const summary = [...answers].sort((left, right) => right[1] - left[1]);
          console.info(`${endpoint.id}: ${summary.map(([answer, count]) => `${answer.trim()} ×${count}`).join(', ')}`);
        }
        // Given a real analysis, a correction gets past every check at least once (else the route's own rules go
        // untested behind "not found").
        if (endpoint.id === 'callsUpdateAnalysis' && !REPLAY_PATH)
          expect([...answers.keys()].some((answer) => answer.startsWith('200'))).toBe(true);
      },
      TEST_TIMEOUT_MS,
    );
  }
});
