/**
 * `pnpm bench` for the scheduler, on PostgreSQL: an organization of 10,000 clients (each with a slot every day at a
 * random half hour of its own zone, English or Spanish) and 50 call-centre agents on shift all day, over a real
 * socket.
 *
 * 1. `getNextCallee`: 30 warm-up requests, then 300 measured one at a time from random agents. Budget: p95 < 30 ms.
 * 2. Reservations: all 50 agents call `reserveCallee` at the same instant, place their calls
 *    (`markCallExecutedInScheduler`) and reserve again, 5 rounds. Every reserved call must be a different one
 *    (by id and by client and slot), and no agent may get a client in a language they do not speak.
 *
 * PostgreSQL: a scratch database on BENCH_DATABASE_URL's server (default `postgres://postgres@127.0.0.1:5432/postgres`),
 * dropped afterwards; `BENCH_DATABASE_URL=off` runs on PGlite instead (figures then say so). Exits 1 on a missed
 * budget or a double reservation. `BENCH_SCHEDULER_CLIENTS` and `BENCH_SCHEDULER_AGENTS` change the sizes.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import {
  organizations,
  patientPhones,
  patientSchedules,
  patients,
  schedulerShifts,
  userOrganizations,
  users,
} from '../src/db/schema/index.ts';
import { createDatabaseName, runAdminStatement, withDatabaseName } from '../test/testDatabaseTemplate.ts';
import { summarizeLatencies } from './measureLatencies.ts';
import { startBenchApp } from './startBenchApp.ts';

const CLIENTS = Number(process.env.BENCH_SCHEDULER_CLIENTS ?? 10_000);
const AGENTS = Number(process.env.BENCH_SCHEDULER_AGENTS ?? 50);
const NEXT_BUDGET_MS = 30;
const ROUNDS = 5;
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Pacific/Honolulu'];
const setting = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const serverUrl = setting === 'off' ? null : setting;

let scratch: string | null = null;
async function openBenchDatabase(): Promise<Database> {
  if (!serverUrl) return wrapPglite(await PGlite.create());
  scratch = createDatabaseName('carecall_scheduler_bench');
  await runAdminStatement(serverUrl, `create database "${scratch}"`);
  return wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, scratch), max: 20 }));
}

/** A deterministic pseudo-random sequence, so every run builds the same organization. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const bench = await startBenchApp('scheduler', {
  demoRecordings: false,
  demoSchedulerDay: false,
  speech: null,
  database: await openBenchDatabase(),
});
const { app } = bench;
let failed = false;
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = app.services;
  const random = createRandom(20_261_126);
  const [organization] = await db.insert(organizations).values({ name: 'Scheduler Bench Care' }).returning();
  if (!organization) throw new Error('no organization');
  const organizationId = organization.id;
  // Questionnaires of the demo organization are copied by language: the scheduler needs one per client language.
  await db.execute(
    `insert into questionnaires (organization_id, name, language, document)
     select ${organizationId}, name, language, document from questionnaires
     where organization_id = (select id from organizations where name = 'Demo Care') and not is_sub_questionnaire
       and not archive and not is_frame` as never,
  );

  process.stdout.write(`Writing ${CLIENTS} clients with a slot every day and ${AGENTS} agents…\n`);
  const written = performance.now();
  for (let offset = 0; offset < CLIENTS; offset += 1000) {
    const rows = await db
      .insert(patients)
      .values(
        Array.from({ length: Math.min(1000, CLIENTS - offset) }, (_, index) => ({
          organizationId,
          firstName: 'Bench',
          lastName: `Client ${offset + index}`,
          birthDate: '1950-01-01',
          language: random() < 0.8 ? 'en-US' : 'es-US',
          daysFrequency: 1,
          lastCallStartedAt: random() < 0.7 ? new Date(Date.now() - random() * 20 * 86_400_000) : null,
        })),
      )
      .returning({ id: patients.id });
    await db.insert(patientPhones).values(
      rows.map((row) => ({
        patientId: row.id,
        countryCode: '1',
        number: '2025550100',
        label: 'home',
        isDefault: true,
      })),
    );
    await db.insert(patientSchedules).values(
      rows.flatMap((row) => {
        const zone = ZONES[Math.floor(random() * ZONES.length)] ?? 'UTC';
        const halfHours = Math.floor(random() * 48);
        const time = `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
        return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ patientId: row.id, dayOfWeek, time, timezone: zone }));
      }),
    );
  }
  const agents: { id: number; languages: string[]; headers: Record<string, string> }[] = [];
  for (let index = 0; index < AGENTS; index += 1) {
    const languages = index % 5 === 0 ? ['es-US'] : index % 5 === 1 ? ['en-US', 'es-US'] : ['en-US'];
    const [user] = await db
      .insert(users)
      .values({ email: `bench-agent-${index}@demo.test`, isLiftOperator: true, additionalLanguages: languages })
      .returning({ id: users.id });
    if (!user) throw new Error('no agent');
    await db.insert(userOrganizations).values({ userId: user.id, organizationId });
    await db.insert(schedulerShifts).values(
      [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        organizationId,
        userId: user.id,
        dayOfWeek,
        startTime: '00:00',
        endTime: '24:00',
      })),
    );
    const response = await fetch(`${base}/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-agent-${index}@demo.test` }),
    });
    const token = (await response.json()) as { access_token: string; device_id: string };
    agents.push({
      id: user.id,
      languages,
      headers: {
        authorization: `Bearer ${token.access_token}`,
        'device-id': token.device_id,
        'organization-id': String(organizationId),
      },
    });
  }
  process.stdout.write(`  written in ${Math.round(performance.now() - written)} ms\n`);

  const call = async (agent: (typeof agents)[number], method: string, route: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/user/scheduler/scheduling/${route}`, { method, headers: agent.headers });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(body)}`);
    return { body, ms: performance.now() - started };
  };
  const pick = () => agents[Math.floor(random() * agents.length)] ?? agents[0];

  // The first request plans the day: measured on its own.
  const first = agents[0];
  if (!first) throw new Error('no agents');
  const planned = await call(first, 'GET', 'getNextCallee');
  for (let index = 0; index < 30; index += 1) await call(pick() ?? first, 'GET', 'getNextCallee');
  const latencies: number[] = [];
  for (let index = 0; index < 300; index += 1) latencies.push((await call(pick() ?? first, 'GET', 'getNextCallee')).ms);
  const next = summarizeLatencies(latencies);

  const taken = new Map<number, number>();
  const slots = new Set<string>();
  let doubles = 0;
  let wrongLanguage = 0;
  const burstMs: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const answers = await Promise.all(agents.map((agent) => call(agent, 'PUT', 'reserveCallee')));
    burstMs.push(performance.now() - started);
    await Promise.all(
      answers.map(async ({ body }, index) => {
        const reserved = body.scheduledCall as { id: number; patient_id: number; due_at: string } | null;
        const agent = agents[index];
        if (!reserved || !agent) return;
        if (taken.has(reserved.id)) doubles += 1;
        taken.set(reserved.id, agent.id);
        const slot = `${reserved.patient_id}@${reserved.due_at}`;
        if (slots.has(slot)) doubles += 1;
        slots.add(slot);
        const [client] = await db
          .execute(`select language from patients where id = ${reserved.patient_id}` as never)
          .then((result) => (result as unknown as { rows: { language: string }[] }).rows);
        if (client && !agent.languages.includes(client.language)) wrongLanguage += 1;
        await call(agent, 'PUT', `markCallExecutedInScheduler?scheduledCallId=${reserved.id}`);
      }),
    );
  }
  const burst = summarizeLatencies(burstMs);
  const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    [
      '',
      `Scheduler on ${engine}: ${CLIENTS} clients, ${AGENTS} agents`,
      `  first getNextCallee (plans the day): ${Math.round(planned.ms)} ms`,
      `  getNextCallee (${next.count} sequential): p50 ${next.p50.toFixed(1)} ms, p95 ${next.p95.toFixed(1)} ms, p99 ${next.p99.toFixed(1)} ms (budget p95 < ${NEXT_BUDGET_MS} ms)`,
      `  ${AGENTS} agents reserving at once, ${ROUNDS} rounds: ${taken.size} calls reserved, ${doubles} double reservations, ${wrongLanguage} in a language the agent lacks; burst p50 ${burst.p50.toFixed(0)} ms, max ${burst.max.toFixed(0)} ms`,
      '',
    ].join('\n'),
  );
  if (next.p95 >= NEXT_BUDGET_MS) {
    process.stdout.write(`getNextCallee p95 ${next.p95.toFixed(1)} ms misses the ${NEXT_BUDGET_MS} ms budget\n`);
    failed = true;
  }
  if (doubles > 0 || wrongLanguage > 0 || taken.size === 0) {
    process.stdout.write('reservations were doubled, in the wrong language, or none were made\n');
    failed = true;
  }
} finally {
  await bench.close();
  if (serverUrl && scratch) await runAdminStatement(serverUrl, `drop database if exists "${scratch}" with (force)`);
}
process.exit(failed ? 1 : 0);
