import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, userOrganizations, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestSession } from './harness.ts';

async function startApp() {
  const testApp = await createTestApp();
  const care = await testApp.organizationId('Demo Care');
  const north = await testApp.organizationId('Demo Care North');
  const [agent] = await testApp.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'agent@demo.test'));
  if (!agent) throw new Error('no demo agent');
  const admin = await testApp.signIn('admin@demo.test');
  return { testApp, care, north, agentId: agent.id, admin };
}

const shiftsUrl = (userId: number) => `/api/admin/scheduler/shifts/${userId}`;
const readWeek = (session: TestSession, organizationId: number, userId: number) =>
  session.inject({ method: 'GET', url: shiftsUrl(userId), organizationId });
const writeWeek = (session: TestSession, organizationId: number, userId: number, payload: Record<string, unknown>) =>
  session.inject({ method: 'PUT', url: shiftsUrl(userId), organizationId, payload });

const WEEKDAYS = [
  { day_of_week: 2, start_time: '09:00', end_time: '12:00' },
  { day_of_week: 2, start_time: '12:00', end_time: '17:30' },
  { day_of_week: 6, start_time: '18:00', end_time: '24:00' },
];

describe('shift editing', () => {
  it('lists the agents of the organization with their week, replaces a week and moves its version on', async () => {
    const { testApp, care, agentId, admin } = await startApp();
    const roster = await admin.inject({ method: 'GET', url: '/api/admin/scheduler/shifts', organizationId: care });
    expect(roster.statusCode, roster.body).toBe(200);
    const body = roster.json();
    expect(typeof body.time_zone).toBe('string');
    const agent = body.agents.find((entry: { user_id: number }) => entry.user_id === agentId);
    expect(agent).toMatchObject({ email: 'agent@demo.test', languages: ['en-US', 'es-US'] });
    expect(agent.shifts.length).toBeGreaterThan(0);
    // Plain operators are not agents and are not listed.
    expect(body.agents.map((entry: { email: string }) => entry.email)).not.toContain('operator@demo.test');

    const before = (await readWeek(admin, care, agentId)).json();
    const saved = await writeWeek(admin, care, agentId, { shifts: WEEKDAYS, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ shifts: WEEKDAYS, version: before.version + 1 });
    expect((await readWeek(admin, care, agentId)).json()).toEqual(saved.json());

    const cleared = await writeWeek(admin, care, agentId, { shifts: [], version: before.version + 1 });
    expect(cleared.json()).toEqual({ shifts: [], version: before.version + 2 });

    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'scheduler_shifts_changed'), eq(auditLog.organizationId, care)));
    expect(audits).toHaveLength(2);
  });

  it('refuses overlapping shifts, an end before the start and a missing version, naming the field', async () => {
    const { care, agentId, admin } = await startApp();
    const { version } = (await readWeek(admin, care, agentId)).json();
    const overlap = await writeWeek(admin, care, agentId, {
      shifts: [
        { day_of_week: 3, start_time: '09:00', end_time: '13:00' },
        { day_of_week: 4, start_time: '09:00', end_time: '13:00' },
        { day_of_week: 3, start_time: '12:30', end_time: '15:00' },
      ],
      version,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.body).toContain('shifts.2.start_time');
    const reversed = await writeWeek(admin, care, agentId, {
      shifts: [{ day_of_week: 3, start_time: '15:00', end_time: '09:00' }],
      version,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('shifts.0.end_time');
    const badTime = await writeWeek(admin, care, agentId, {
      shifts: [{ day_of_week: 3, start_time: '25:00', end_time: '26:00' }],
      version,
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.body).toContain('start_time');
    const noVersion = await writeWeek(admin, care, agentId, { shifts: [] });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.body).toContain('version');
    // Nothing of the refused writes was stored.
    expect((await readWeek(admin, care, agentId)).json().version).toBe(version);
  });

  it('answers a write based on an outdated week with 409, the current week and who changed it', async () => {
    const { care, agentId, admin, testApp } = await startApp();
    const { version } = (await readWeek(admin, care, agentId)).json();
    const first = await writeWeek(admin, care, agentId, { shifts: WEEKDAYS.slice(0, 1), version });
    expect(first.statusCode).toBe(200);
    const other = await testApp.signIn('super@demo.test');
    const stale = await writeWeek(other, care, agentId, { shifts: WEEKDAYS.slice(2), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: version + 1,
      changedBy: { first_name: expect.any(String) },
      current: { shifts: WEEKDAYS.slice(0, 1), version: version + 1 },
    });
    expect((await readWeek(admin, care, agentId)).json().shifts).toEqual(WEEKDAYS.slice(0, 1));
  });

  it('lets exactly one of two concurrent writes on one version win, also on a never-edited week', async () => {
    const { testApp, care, admin } = await startApp();
    const [fresh] = await testApp.services.db
      .insert(users)
      .values({ email: `shift-agent-${Date.now()}@demo.test`, isLiftOperator: true })
      .returning({ id: users.id });
    if (!fresh) throw new Error('no user');
    await testApp.services.db.insert(userOrganizations).values({ userId: fresh.id, organizationId: care });
    expect((await readWeek(admin, care, fresh.id)).json()).toEqual({ shifts: [], version: 0 });
    const other = await testApp.signIn('super@demo.test');
    for (const base of [0, 1, 2]) {
      const answers = await Promise.all([
        writeWeek(admin, care, fresh.id, { shifts: WEEKDAYS.slice(0, 1), version: base }),
        writeWeek(other, care, fresh.id, { shifts: WEEKDAYS.slice(2), version: base }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    }
    expect((await readWeek(admin, care, fresh.id)).json().version).toBe(3);
  });

  it("answers another organization's agent like a missing one, and refuses non-admins", async () => {
    const { testApp, care, north, agentId, admin } = await startApp();
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const foreignRead = await readWeek(northAdmin, north, agentId);
    const missingRead = await readWeek(northAdmin, north, 987654);
    expect(foreignRead.statusCode).toBe(404);
    expect(foreignRead.json()).toEqual(missingRead.json());
    const foreignWrite = await writeWeek(northAdmin, north, agentId, { shifts: [], version: 0 });
    expect(foreignWrite.statusCode).toBe(404);
    // Another organization's header is refused before any read.
    expect((await readWeek(northAdmin, care, agentId)).statusCode).toBe(403);
    const northRoster = (
      await northAdmin.inject({ method: 'GET', url: '/api/admin/scheduler/shifts', organizationId: north })
    ).json();
    expect(northRoster.agents.map((entry: { user_id: number }) => entry.user_id)).not.toContain(agentId);

    for (const email of ['operator@demo.test', 'agent@demo.test']) {
      const session = await testApp.signIn(email);
      const list = await session.inject({ method: 'GET', url: '/api/admin/scheduler/shifts', organizationId: care });
      expect(list.statusCode).toBe(403);
      expect((await writeWeek(session, care, agentId, { shifts: [], version: 0 })).statusCode).toBe(403);
    }
    expect((await readWeek(admin, care, agentId)).json().shifts.length).toBeGreaterThan(0);
  });
});
