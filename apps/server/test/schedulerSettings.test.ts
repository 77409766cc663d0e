import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, diagnoses, organizationSettings, users } from '../src/db/schema/index.ts';
import { loadOrganizationSettings } from '../src/settings/loadOrganizationSettings.ts';
import { questionnaireNamed } from './botCallFixtures.ts';
import { createTestApp, type TestSession } from './harness.ts';

const URL = '/api/admin/organization/scheduler';

async function startApp() {
  const testApp = await createTestApp();
  const care = await testApp.organizationId('Demo Care');
  const north = await testApp.organizationId('Demo Care North');
  const admin = await testApp.signIn('admin@demo.test');
  const weekly = await questionnaireNamed(testApp.services.db, 'Weekly check-in');
  const [diagnosis] = await testApp.services.db.select({ id: diagnoses.id }).from(diagnoses).limit(1);
  if (!diagnosis) throw new Error('no diagnosis in the catalogue');
  return { testApp, care, north, admin, weekly, diagnosisId: diagnosis.id };
}

const read = (session: TestSession, organizationId: number) =>
  session.inject({ method: 'GET', url: URL, organizationId });
const write = (session: TestSession, organizationId: number, payload: Record<string, unknown>) =>
  session.inject({ method: 'POST', url: URL, organizationId, payload });

describe('scheduler settings: happy', () => {
  it('reads who calls the schedules with the settings version, and stores calledBy on it, moving it on by one', async () => {
    const { testApp, care, admin, weekly, diagnosisId } = await startApp();
    const before = await read(admin, care);
    expect(before.statusCode, before.body).toBe(200);
    const stored = await loadOrganizationSettings(testApp.services.db, care);
    // The demo gives Demo Care's schedules to its agents; the version is the one the seed left.
    expect(before.json()).toMatchObject({
      calledBy: 'agents',
      automaticCallsEnabled: stored['AutomaticCalls.enabled'],
      version: stored.version,
    });
    const { version } = before.json<{ version: number }>();
    const saved = await write(admin, care, {
      organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
      diagnosisQuestionnaires: [{ diagnosis_id: diagnosisId, questionnaire_id: weekly, priority: 3 }],
      calledBy: 'bot',
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      calledBy: 'bot',
      version: version + 1,
      diagnosisQuestionnaires: [{ diagnosis_id: diagnosisId, questionnaire_id: weekly, priority: 3 }],
    });
    expect((await read(admin, care)).json()).toEqual(saved.json());
    expect(saved.json().diagnoses).toEqual([
      { id: diagnosisId, code: expect.any(String), diagnosis: expect.any(String) },
    ]);
    // The rest of the organization's settings are untouched, and its settings readers see the change at once.
    const after = await loadOrganizationSettings(testApp.services.db, care);
    expect(after).toMatchObject({ ...stored, 'schedules.calledBy': 'bot', version: version + 1 });
    const session = await admin.inject({ method: 'GET', url: '/api/user/settings', organizationId: care });
    expect(session.json()).toMatchObject({ 'schedules.calledBy': 'bot', version: version + 1 });
    const [row] = await testApp.services.db
      .select({ updatedBy: organizationSettings.updatedBy, userId: users.id })
      .from(organizationSettings)
      .innerJoin(users, eq(users.email, 'admin@demo.test'))
      .where(eq(organizationSettings.organizationId, care));
    expect(row?.updatedBy).toBe(row?.userId);
    const [entry] = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, care), eq(auditLog.action, 'organization_scheduler_updated')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toMatchObject({ calledBy: 'bot', baseVersion: version });

    // Left out, calledBy keeps what is stored.
    const kept = await write(admin, care, { organizationQuestionnaires: [], version: version + 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ calledBy: 'bot', version: version + 2, organizationQuestionnaires: [] });
  });

  it('starts an organization with no stored settings at version 0 and stores its first settings as version 1', async () => {
    const { testApp, north } = await startApp();
    await testApp.services.db.delete(organizationSettings).where(eq(organizationSettings.organizationId, north));
    testApp.services.settingsCache.forget(north);
    const superAdmin = await testApp.signIn('super@demo.test');
    const before = await read(superAdmin, north);
    expect(before.json()).toMatchObject({ version: 0, calledBy: 'bot', automaticCallsEnabled: false });
    const saved = await write(superAdmin, north, { organizationQuestionnaires: [], calledBy: 'agents', version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, calledBy: 'agents' });
  });
});

describe('diagnosis catalogue search for the scheduler settings', () => {
  it('finds diagnoses by code or name for admins, refuses an empty query naming it, and refuses operators', async () => {
    const { testApp, care, admin } = await startApp();
    const [known] = await testApp.services.db
      .select({ id: diagnoses.id, code: diagnoses.code, name: diagnoses.name })
      .from(diagnoses)
      .limit(1);
    if (!known) throw new Error('no diagnosis');
    const search = (session: TestSession, query: string) =>
      session.inject({
        method: 'GET',
        url: `/api/admin/diagnoses/search?query=${encodeURIComponent(query)}`,
        organizationId: care,
      });
    const found = await search(admin, known.code);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().results[0]).toEqual({ id: known.id, code: known.code, diagnosis: known.name });
    const empty = await search(admin, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((field: { path: string }) => field.path)).toEqual(['query']);
    const operator = await testApp.signIn('operator@demo.test');
    expect((await search(operator, known.code)).statusCode).toBe(403);
  });
});

describe('scheduler settings: errors', () => {
  it('refuses a bad calledBy or version with 400 naming the field, and a stale version with 409 and the current settings', async () => {
    const { testApp, care, admin } = await startApp();
    const { version } = (await read(admin, care)).json<{ version: number }>();
    const badCaller = await write(admin, care, { organizationQuestionnaires: [], calledBy: 'robot', version });
    expect(badCaller.statusCode).toBe(400);
    expect(badCaller.json().fields.map((field: { path: string }) => field.path)).toEqual(['calledBy']);
    const noVersion = await write(admin, care, { organizationQuestionnaires: [], calledBy: 'bot' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields.map((field: { path: string }) => field.path)).toEqual(['version']);
    const badVersion = await write(admin, care, { organizationQuestionnaires: [], version: -1 });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().fields.map((field: { path: string }) => field.path)).toEqual(['version']);

    const first = await write(admin, care, { organizationQuestionnaires: [], calledBy: 'bot', version });
    expect(first.statusCode, first.body).toBe(200);
    const other = await testApp.signIn('super@demo.test');
    const stale = await write(other, care, { organizationQuestionnaires: [], calledBy: 'agents', version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: version + 1,
      changedBy: { first_name: expect.any(String) },
      current: { calledBy: 'bot', version: version + 1 },
    });
    // Nothing of the refused write was stored.
    expect((await read(admin, care)).json()).toMatchObject({ calledBy: 'bot', version: version + 1 });
  });

  it('lets exactly one of two concurrent saves on one version win', async () => {
    const { care, admin } = await startApp();
    const { version } = (await read(admin, care)).json<{ version: number }>();
    const answers = await Promise.all(
      (['bot', 'agents'] as const).map((calledBy) =>
        write(admin, care, { organizationQuestionnaires: [], calledBy, version }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('scheduler settings: security', () => {
  it('refuses operators and agents, and keeps each organization’s settings to itself', async () => {
    const { testApp, care, north, admin } = await startApp();
    const { version } = (await read(admin, care)).json<{ version: number }>();
    for (const email of ['operator@demo.test', 'agent@demo.test']) {
      const session = await testApp.signIn(email);
      expect((await read(session, care)).statusCode, email).toBe(403);
      const refused = await write(session, care, { organizationQuestionnaires: [], calledBy: 'bot', version });
      expect(refused.statusCode, email).toBe(403);
    }
    expect((await read(admin, care)).json()).toMatchObject({ calledBy: 'agents', version });

    // An admin of another organization neither reads nor writes this one's.
    const northVersion = (await loadOrganizationSettings(testApp.services.db, north)).version;
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    expect((await read(northAdmin, care)).statusCode).toBe(403);
    const foreign = await write(northAdmin, care, { organizationQuestionnaires: [], calledBy: 'bot', version });
    expect(foreign.statusCode).toBe(403);
    expect((await read(admin, care)).json()).toMatchObject({ calledBy: 'agents', version });
    // A write in one organization leaves the other's settings and version alone.
    const saved = await write(admin, care, { organizationQuestionnaires: [], calledBy: 'bot', version });
    expect(saved.statusCode, saved.body).toBe(200);
    const northAfter = await loadOrganizationSettings(testApp.services.db, north);
    expect(northAfter.version).toBe(northVersion);
  });
});
