import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYSIS_STATUS } from '@carecall/api-client';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readLatestAnalyses } from '../src/analysis/readLatestAnalyses.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { calls, jobs } from '../src/db/schema/index.ts';
import { buildCallRecording, storeAndAnalyse } from './analysisRecordings.ts';
import { TEST_ENV } from './harness.ts';

describe('analysis work across a restart', () => {
  it('finishes on the next start what was queued before the server closed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-analysis-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }, []);

    // A worker that looked once at start and then sleeps for an hour: the job waits for the next start.
    const first = await buildApp(config, {
      logger: false,
      demoRecordings: false,
      jobWorker: { pollIntervalMs: 3_600_000 },
    });
    const [call] = await first.services.db.select({ id: calls.id }).from(calls).orderBy(asc(calls.id)).limit(1);
    if (!call) throw new Error('the demo seed made no calls');
    await storeAndAnalyse(first.services.db, call.id, buildCallRecording(0), first.services.callRecordings);
    expect((await readLatestAnalyses(first.services.db, [call.id])).get(call.id)?.status).toBe(ANALYSIS_STATUS.pending);
    await first.close();

    const second = await buildApp(config, { logger: false, demoRecordings: false });
    onTestFinished(() => second.close());
    await second.services.jobs.idle();
    const analysis = (await readLatestAnalyses(second.services.db, [call.id])).get(call.id);
    expect(analysis?.status).toBe(ANALYSIS_STATUS.notEnoughData);
    expect(analysis?.measures?.syllableCount).toBeGreaterThan(50);
    const [job] = await second.services.db.select().from(jobs).where(eq(jobs.kind, 'call_analysis'));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });
});
