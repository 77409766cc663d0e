/**
 * `pnpm bench` for bot calls: 1,000 bot calls fall due in the same minute, with a telephone line that answers at once
 * and a questionnaire of about ten steps that graph-core's runner runs through for every call. Every call must be
 * claimed and finished once (one attempt, one placing, status `completed`), none lost, none twice.
 *
 * 1. One server instance on PGlite.
 * 2. One server instance on PostgreSQL (`BENCH_DATABASE_URL`, default the local test server).
 * 3. Two server instances sharing one PostgreSQL database, each with its own pool and bot-call worker, as two
 *    processes would be.
 *
 * Throughput is the calls finished per second from the moment they fell due until the last one ended. Budget: at
 * least 100 calls a second in both. `BENCH_BOT_CALLS` changes the number of calls; `BOT_CALL_CONCURRENCY` (8 here)
 * the calls each instance runs at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareQuestionnaire } from '@carecall/graph-core';
import { generateQuestionnaire } from '@carecall/graph-core/testing';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { BotCallToPlace } from '../src/botCalls/BotCallPlacer.ts';
import { createAnswersAtOncePlacer } from '../src/botCalls/createAnswersAtOncePlacer.ts';
import { requestBotCall } from '../src/botCalls/requestBotCall.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { botCallAttempts, botCallRequests, organizations, patients, questionnaires } from '../src/db/schema/index.ts';
import { withTransaction } from '../src/db/withTransaction.ts';

const CALLS = Number(process.env.BENCH_BOT_CALLS ?? 1_000);
const CONCURRENCY = Number(process.env.BOT_CALL_CONCURRENCY ?? 8);
const BUDGET_PER_SECOND = 100;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TIMEOUT_MS = 300_000;

const questionnaire = prepareQuestionnaire(generateQuestionnaire({ vertices: 12 }));

interface Instance {
  app: FastifyInstance;
  placed: BotCallToPlace[];
  steps: number[];
}

async function startInstance(database: Database, dataDir: string): Promise<Instance> {
  const placed: BotCallToPlace[] = [];
  const steps: number[] = [];
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent', DATA_DIR: dataDir },
    [],
  );
  const atOnce = createAnswersAtOncePlacer({
    loadQuestionnaire: async () => questionnaire,
    onRun: (run) => steps.push(run.path.length),
  });
  const app = await buildApp(config, {
    logger: false,
    demoRecordings: false,
    speech: null,
    database,
    planBotCalls: false,
    botCallWorker: { concurrency: CONCURRENCY, pollIntervalMs: 200 },
    botCallPlacer: {
      place(call, progress) {
        placed.push(call);
        return atOnce.place(call, progress);
      },
    },
  });
  await app.ready();
  return { app, placed, steps };
}

/** Queues the calls, all due at `dueAt`, one a client of the demo organization. */
async function queueCalls(database: Database, dueAt: Date): Promise<number[]> {
  const { db } = database;
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Care'));
  const organizationId = organization?.id ?? 0;
  // Clients of their own, each called once: callable (no declined consent, no active period).
  const clients = await db
    .insert(patients)
    .values(
      Array.from({ length: CALLS }, (_, n) => ({
        organizationId,
        firstName: 'Bench',
        lastName: `Client ${n}`,
        birthDate: '1950-01-01',
      })),
    )
    .returning({ id: patients.id });
  const [stored] = await db.select({ id: questionnaires.id }).from(questionnaires).limit(1);
  const ids: number[] = [];
  for (let offset = 0; offset < CALLS; offset += 100) {
    await withTransaction(db, async (tx) => {
      for (let n = offset; n < Math.min(CALLS, offset + 100); n += 1) {
        const { callId } = await requestBotCall(tx, {
          organizationId,
          patientId: clients[n % clients.length]?.id ?? 0,
          patientPhoneId: null,
          phoneNumber: `1-20255${String(n).padStart(5, '0')}`,
          questionnaireId: stored?.id ?? 0,
          questionnaireVersion: 1,
          requestedBy: null,
          now: dueAt,
        });
        ids.push(callId);
      }
    });
  }
  return ids;
}

interface Figures {
  name: string;
  callsPerSecond: number;
  seconds: number;
  perInstance: number[];
  meanSteps: number;
  failures: string[];
}

async function run(name: string, databases: Database[], dataDir: string): Promise<Figures> {
  const [first] = databases;
  if (!first) throw new Error('no database');
  // Instances start with nothing due; the calls then fall due together a little later, as a minute's calls would.
  const instances: Instance[] = [];
  for (const database of databases) instances.push(await startInstance(database, dataDir));
  process.stdout.write(`${name}: ${instances.length} instance(s) started\n`);
  const dueAt = new Date(Date.now() + 3_000 + CALLS * 15);
  const ids = await queueCalls(first, dueAt);
  process.stdout.write(`${name}: ${ids.length} calls queued\n`);
  const wait = dueAt.getTime() - Date.now();
  if (wait <= 0) throw new Error(`queueing the calls took ${-wait} ms past their due time: give them more time`);
  await new Promise((resolve) => setTimeout(resolve, wait));
  const started = dueAt.getTime();
  for (const instance of instances) instance.app.services.botCallWorker.wake();
  const { db } = first;
  let finished = 0;
  while (finished < CALLS && Date.now() - started < TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(botCallRequests)
      .where(eq(botCallRequests.status, 'completed'));
    finished = row?.count ?? 0;
    if (process.env.BENCH_DEBUG) {
      const rows = await db.execute(
        sql`select status, count(*) from bot_call_requests group by status union all select 'job-' || status, count(*) from jobs group by status`,
      );
      console.log(JSON.stringify((rows as unknown as { rows?: unknown[] }).rows ?? rows));
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const failures: string[] = [];
  if (finished < CALLS) failures.push(`only ${finished} of ${CALLS} calls finished`);
  const placed = instances.flatMap((instance) => instance.placed.map((call) => call.callId));
  if (placed.length !== CALLS) failures.push(`${placed.length} placings for ${CALLS} calls`);
  if (new Set(placed).size !== placed.length) failures.push('a call was placed twice');
  const idSet = new Set(ids);
  if (!placed.every((id) => idSet.has(id))) failures.push('a placing of no queued call');
  const [attempts] = await db
    .select({ count: sql<number>`count(*)::int`, calls: sql<number>`count(distinct call_id)::int` })
    .from(botCallAttempts);
  if (attempts?.count !== CALLS || attempts.calls !== CALLS) {
    failures.push(`${attempts?.count} attempts over ${attempts?.calls} calls`);
  }
  const [twice] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(botCallRequests)
    .where(and(sql`${botCallRequests.attempts} <> 1`));
  if ((twice?.count ?? 0) > 0) failures.push(`${twice?.count} calls with other than one attempt`);
  const steps = instances.flatMap((instance) => instance.steps);
  for (const instance of instances) await instance.app.close();
  return {
    name,
    callsPerSecond: CALLS / seconds,
    seconds,
    perInstance: instances.map((instance) => instance.placed.length),
    meanSteps: steps.reduce((sum, count) => sum + count, 0) / Math.max(1, steps.length),
    failures,
  };
}

async function runAdmin(statement: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-bot-calls-bench-'));
const results: Figures[] = [];
try {
  process.stdout.write(`${CALLS} bot calls due at once, ${CONCURRENCY} at a time per instance…\n`);
  results.push(await run('one instance, PGlite', [wrapPglite(await PGlite.create())], dataDir));

  for (const instances of [1, 2]) {
    const name = `carecall_bot_bench_${process.pid}_${instances}`;
    await runAdmin(`create database "${name}"`);
    try {
      const url = new URL(DATABASE_URL);
      url.pathname = `/${name}`;
      const databases = Array.from({ length: instances }, () =>
        wrapPostgresPool(new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY + 2 })),
      );
      const label = instances === 1 ? 'one instance, PostgreSQL' : 'two instances, PostgreSQL';
      results.push(await run(label, databases, dataDir));
    } finally {
      await runAdmin(`drop database if exists "${name}" with (force)`);
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

console.table(
  results.map((result) => ({
    run: result.name,
    'calls/s': Number(result.callsPerSecond.toFixed(1)),
    seconds: Number(result.seconds.toFixed(2)),
    'placed by each instance': result.perInstance.join(' + '),
    'questionnaire steps a call': Number(result.meanSteps.toFixed(1)),
    'budget (calls/s)': `≥ ${BUDGET_PER_SECOND}`,
  })),
);
const missed = results.filter((result) => result.failures.length > 0 || result.callsPerSecond < BUDGET_PER_SECOND);
for (const result of missed) {
  console.error(`${result.name}: ${[...result.failures, `${result.callsPerSecond.toFixed(1)} calls/s`].join('; ')}`);
}
process.exit(missed.length > 0 ? 1 : 0);
