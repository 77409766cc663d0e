import { fc } from '@fast-check/vitest';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_MINUTE_MS } from '../src/audit/createPerMinuteAudit.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { auditLog, patients, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestSession, testDatabaseKind } from './harness.ts';
import { createTestClock, MINUTES, type TestClock } from './testClock.ts';

/** Replayable: the same sequences of reads on every run. */
const SEED = 20_260_516;

/** The kinds of list read the portal makes: the home screen, the top menu's search list, a typed search. */
const READS = {
  whole: '',
  portalSearch: '?format=portal_search',
  search: '?format=portal_search&search=a',
} as const;
type ReadKind = keyof typeof READS;

/** Who may read which organization's list among the demo accounts. */
const READERS = [
  { email: 'operator@demo.test', organization: 'Demo Care' },
  { email: 'agent@demo.test', organization: 'Demo Care' },
  { email: 'admin@demo.test', organization: 'Demo Care' },
  { email: 'admin@demo.test', organization: 'Demo Care North' },
  { email: 'north-admin@demo.test', organization: 'Demo Care North' },
] as const;

interface Reader {
  session: TestSession;
  userId: number;
  organizationId: number;
}

interface ListReadRow {
  userId: number | null;
  organizationId: number | null;
  clientId: number | null;
  detail: Record<string, unknown>;
  at: Date;
}

async function setUp(clock: TestClock) {
  const testApp = await createTestApp({ build: { now: clock.now } });
  const sessions = new Map<string, TestSession>();
  const readers: Reader[] = [];
  for (const { email, organization } of READERS) {
    const session = sessions.get(email) ?? (await testApp.signIn(email));
    sessions.set(email, session);
    const [user] = await testApp.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    readers.push({ session, userId: user.id, organizationId: await testApp.organizationId(organization) });
  }
  return { testApp, readers };
}

async function readList(reader: Reader, kind: ReadKind): Promise<number> {
  const response = await reader.session.inject({
    method: 'GET',
    url: `/api/user/patient${READS[kind]}`,
    organizationId: reader.organizationId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ patients: unknown[] }>().patients.length;
}

async function listReadRows(testApp: TestApp): Promise<ListReadRow[]> {
  return testApp.services.db
    .select({
      userId: auditLog.userId,
      organizationId: auditLog.organizationId,
      clientId: auditLog.clientId,
      detail: auditLog.detail,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(eq(auditLog.action, 'client_list_read'))
    .orderBy(asc(auditLog.id));
}

const minuteOf = (at: Date) => Math.floor(at.getTime() / AUDIT_MINUTE_MS);
const kindOf = (detail: Record<string, unknown>): ReadKind =>
  detail.searched ? 'search' : detail.format === 'portal_search' ? 'portalSearch' : 'whole';

/** Counts the statements handed to the database, by the query builder's entry points. */
function countStatements(testApp: TestApp) {
  const counts = { statements: 0, inserts: 0 };
  const db = testApp.services.db;
  const entryPoints = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  testApp.services.db = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !entryPoints.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counts.statements += 1;
        if (property === 'insert') counts.inserts += 1;
        return value.apply(target, args);
      };
    },
  }) as Db;
  return counts;
}

describe('the audit of client list reads', () => {
  it('keeps, for every read, a row naming the user, the organization, what was read and its minute', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            reader: fc.nat({ max: READERS.length - 1 }),
            kind: fc.constantFrom<ReadKind>('whole', 'portalSearch', 'search'),
            // Mostly reads a few seconds apart, sometimes a pause that crosses into a later minute.
            pauseMs: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 30_000, max: 150_000 })),
          }),
          { minLength: 1, maxLength: 14 },
        ),
        async (steps) => {
          const clock = createTestClock();
          const { testApp, readers } = await setUp(clock);
          const reads: { userId: number; organizationId: number; kind: ReadKind; minute: number; count: number }[] = [];
          for (const step of steps) {
            clock.advance(step.pauseMs);
            const reader = readers[step.reader] as Reader;
            const count = await readList(reader, step.kind);
            reads.push({ ...reader, kind: step.kind, minute: minuteOf(clock.now()), count });
          }
          const rows = await listReadRows(testApp);
          for (const read of reads) {
            const covering = rows.filter(
              (row) =>
                row.userId === read.userId &&
                row.organizationId === read.organizationId &&
                kindOf(row.detail) === read.kind &&
                minuteOf(row.at) === read.minute,
            );
            expect(covering, JSON.stringify(read)).toHaveLength(1);
          }
          const distinct = new Set(
            reads.map((read) => [read.userId, read.organizationId, read.kind, read.minute].join()),
          );
          expect(rows).toHaveLength(distinct.size);
          expect(rows.every((row) => row.clientId === null)).toBe(true);
          await testApp.close();
        },
      ),
      { seed: SEED, numRuns: 10, endOnFailure: true },
    );
  }, 180_000);

  it('shows an auditor the first read of each minute with who, where, what and how many clients', async () => {
    const clock = createTestClock(new Date('2026-05-16T09:00:10.000Z'));
    const { readers } = await setUp(clock);
    const [operator, , adminDemoCare] = readers as [Reader, Reader, Reader];
    const wholeCount = await readList(operator, 'whole');
    clock.advance(20_000);
    await readList(operator, 'whole');
    await readList(operator, 'search');
    clock.advance(40_000);
    await readList(operator, 'whole');

    const answer = await adminDemoCare.session.inject({
      method: 'GET',
      url: '/api/admin/audit?action=client_list_read',
      organizationId: adminDemoCare.organizationId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = answer.json<{ entries: { at: string; user_email: string; detail: unknown }[] }>().entries;
    expect(entries.map(({ at, user_email, detail }) => ({ at, user_email, detail }))).toEqual([
      {
        at: '2026-05-16T09:01:10.000Z',
        user_email: 'operator@demo.test',
        detail: { format: 'list', searched: false, count: wholeCount },
      },
      {
        at: '2026-05-16T09:00:30.000Z',
        user_email: 'operator@demo.test',
        detail: { format: 'portal_search', searched: true, count: expect.any(Number) },
      },
      {
        at: '2026-05-16T09:00:10.000Z',
        user_email: 'operator@demo.test',
        detail: { format: 'list', searched: false, count: wholeCount },
      },
    ]);
  });

  it('stores the row before the first answer of a minute leaves, and fails that read when it cannot', async () => {
    const clock = createTestClock();
    const { testApp, readers } = await setUp(clock);
    const [operator] = readers as [Reader];
    const { db } = testApp.services;
    testApp.services.db = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'insert') return () => ({ values: () => Promise.reject(new Error('disk full')) });
        return Reflect.get(target, property, receiver);
      },
    });
    const refused = await operator.session.inject({
      method: 'GET',
      url: '/api/user/patient',
      organizationId: operator.organizationId,
    });
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('patient_id');
    testApp.services.db = db;
    expect(await listReadRows(testApp)).toEqual([]);

    // The failed write is not taken for the minute's row: the next read of the same minute writes it.
    await readList(operator, 'whole');
    expect(await listReadRows(testApp)).toMatchObject([{ userId: operator.userId }]);
  });

  it('writes one audit row, not one per read, for many list reads of one user within a minute', async () => {
    const clock = createTestClock(new Date('2026-05-16T09:00:00.000Z'));
    const { testApp, readers } = await setUp(clock);
    const [operator] = readers as [Reader];
    await readList(operator, 'whole');
    const counts = countStatements(testApp);
    const reads = 20;
    // Within the auth cache's few seconds, so the caller's user, device and organizations stay cached too.
    for (let index = 0; index < reads; index += 1) {
      clock.advance(100);
      await readList(operator, 'whole');
    }
    await Promise.all(Array.from({ length: reads }, () => readList(operator, 'whole')));
    expect(counts.inserts).toBe(0);
    // No settings, user, device or audit statement: at most the organization's change counter, read once per request
    // (shared by concurrent ones) on PostgreSQL, and once in all on PGlite, where nothing else ran in between.
    expect(counts.statements).toBeLessThanOrEqual(testDatabaseKind === 'pglite' ? 1 : 2 * reads);
    expect(await listReadRows(testApp)).toHaveLength(1);

    clock.advance(1 * MINUTES);
    await readList(operator, 'whole');
    expect(counts.inserts).toBe(1);
    expect(await listReadRows(testApp)).toHaveLength(2);
  });

  it('still answers a change made between two of those reads', async () => {
    const clock = createTestClock(new Date('2026-05-16T09:00:00.000Z'));
    const { testApp, readers } = await setUp(clock);
    const [operator] = readers as [Reader];
    const records = async () =>
      (
        await operator.session.inject({
          method: 'GET',
          url: '/api/user/patient',
          organizationId: operator.organizationId,
        })
      ).json<{ patients: { patient_id: number; last_call_start_date: string | null }[] }>().patients;
    const [first] = await records();
    if (!first) throw new Error('Demo Care has no clients');
    for (let index = 0; index < 5; index += 1) await records();
    // Another backend (the calls one) writes straight into the table; then a second instance on the same database.
    await testApp.services.db
      .update(patients)
      .set({ lastCallStartedAt: new Date('2026-05-16T08:59:00.000Z') })
      .where(eq(patients.id, first.patient_id));
    expect((await records()).find((record) => record.patient_id === first.patient_id)?.last_call_start_date).toBe(
      '2026-05-16T08:59:00.000Z',
    );
    const second = await createTestApp({ keepData: true, build: { now: clock.now } });
    await second.services.db
      .update(patients)
      .set({ lastCallStartedAt: new Date('2026-05-16T08:59:30.000Z') })
      .where(eq(patients.id, first.patient_id));
    expect((await records()).find((record) => record.patient_id === first.patient_id)?.last_call_start_date).toBe(
      '2026-05-16T08:59:30.000Z',
    );
  });
});
