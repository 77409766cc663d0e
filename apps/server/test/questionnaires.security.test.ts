import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { organizations, userOrganizations, users } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';
import {
  buildCheckIn,
  buildMultipart,
  createThroughApi,
  createWavBytes,
  save,
  toBody,
} from './questionnaireFixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = Awaited<ReturnType<TestApp['signIn']>>;

/** An organization unrelated to the demo tree, with its own admin. */
async function addUnrelatedOrganization(testApp: TestApp): Promise<{ id: number; admin: Session }> {
  const { db } = testApp.services;
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Other Care' })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('no organization');
  const [user] = await db
    .insert(users)
    .values({
      email: 'other-admin@other.test',
      subject: randomUUID(),
      role: 151,
      defaultOrganizationId: organization.id,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db.insert(userOrganizations).values({ userId: user.id, organizationId: organization.id });
  const { organizationSettings } = await import('../src/db/schema/index.ts');
  await db.insert(organizationSettings).values({
    organizationId: organization.id,
    settings: { 'AutomaticCalls.AddQuestionnaire': true },
  });
  return { id: organization.id, admin: await testApp.signIn('other-admin@other.test') };
}

/** Every request that names a questionnaire, for one questionnaire id, as the given organization. */
function questionnaireRequests(id: number, organizationId: number, version = 1) {
  const patch = {
    id,
    archive: true,
    is_multiple_languages: false,
    shadow_questionnaire_id: 0,
    language: 'en-US',
    version,
  };
  return [
    { name: 'read', method: 'GET', url: `/bot/questionnaire/${id}` },
    { name: 'read revisions', method: 'GET', url: `/bot/questionnaire/${id}/revisions` },
    { name: 'save', method: 'POST', url: '/bot/questionnaire', payload: toBody(buildCheckIn({ id }), version) },
    { name: 'patch', method: 'PATCH', url: `/bot/questionnaire/${id}`, payload: patch },
    { name: 'restore', method: 'POST', url: `/bot/questionnaire/${id}/revisions/1/restore`, payload: { version } },
    { name: 'delete', method: 'DELETE', url: '/bot/questionnaire', payload: [{ questionnaireId: id, organizationId }] },
    {
      name: 'speech',
      method: 'POST',
      url: '/bot/speech/vertex',
      payload: { questionnaireId: id, vertex: 'auto_generated_1' },
    },
  ] as const;
}

describe('organizations never reach each other’s questionnaires or recordings', () => {
  it('answers 404 to every questionnaire request of an unrelated organization, in both directions', async () => {
    const testApp = await createTestApp();
    const other = await addUnrelatedOrganization(testApp);
    const admin = await testApp.signIn('admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const ours = await createThroughApi(admin);
    const theirs = await createThroughApi(other.admin);
    const cases: { session: Session; id: number; organizationId: number; who: string }[] = [
      { session: other.admin, id: ours.id, organizationId: care, who: 'other → demo' },
      { session: other.admin, id: ours.id, organizationId: other.id, who: 'other → demo (own org named)' },
      { session: admin, id: theirs.id, organizationId: other.id, who: 'demo → other' },
      { session: admin, id: theirs.id, organizationId: care, who: 'demo → other (own org named)' },
    ];
    for (const { session, id, organizationId, who } of cases) {
      for (const request of questionnaireRequests(id, organizationId)) {
        const response = await session.inject({
          ...request,
          payload: 'payload' in request ? (request.payload as object) : undefined,
        });
        expect({ who, request: request.name, status: response.statusCode, code: response.json().code }).toEqual({
          who,
          request: request.name,
          status: 404,
          code: 'QUESTIONNAIRE_NOT_FOUND',
        });
      }
    }
    const call = await other.admin.inject({
      method: 'POST',
      url: '/bot/call',
      payload: { phoneNumber: '1-2025550150', patientId: 1, questionnaireId: ours.id },
    });
    expect(call.statusCode).toBe(404);
    expect((await other.admin.inject({ method: 'GET', url: '/bot/questionnaire' })).json().questionnaires).toEqual([
      expect.objectContaining({ id: theirs.id }),
    ]);
    // Naming another organization in the query or the header opens nothing either.
    for (const url of [
      `/bot/questionnaire?organizationId=${care}`,
      `/bot/questionnaire/${ours.id}?organizationId=${care}`,
    ]) {
      expect((await other.admin.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect(
      (await other.admin.inject({ method: 'GET', url: `/bot/questionnaire/${ours.id}`, organizationId: care }))
        .statusCode,
    ).toBe(403);
    // Nothing changed.
    const unchanged = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${ours.id}` })).json();
    expect(unchanged).toMatchObject({ version: 1, archive: false, questionnaire_name: 'Morning check-in' });
  });

  it('lets a child read but never change its parent’s questionnaire, and the parent organization never see the child’s', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const parents = await createThroughApi(admin);
    for (const request of questionnaireRequests(parents.id, care)) {
      const response = await northAdmin.inject({
        ...request,
        payload: 'payload' in request ? (request.payload as object) : undefined,
      });
      const reads = request.method === 'GET' || request.name === 'speech';
      if (reads)
        expect({ request: request.name, status: response.statusCode }).toEqual({ request: request.name, status: 200 });
      else
        expect({ request: request.name, status: response.statusCode, code: response.json().code }).toEqual({
          request: request.name,
          status: 403,
          code: 'QUESTIONNAIRE_READ_ONLY',
        });
    }
    const childs = await createThroughApi(northAdmin);
    expect((await admin.inject({ method: 'GET', url: `/bot/questionnaire/${childs.id}` })).statusCode).toBe(404);
    // The parent's admin may act in the child organization by selecting it, like the portal does.
    const asNorth = await admin.inject({
      method: 'GET',
      url: `/bot/questionnaire/${childs.id}`,
      organizationId: north,
    });
    expect(asNorth.json()).toMatchObject({ read_only: false });
    const operator = await testApp.signIn('operator@demo.test');
    const forbidden = await operator.inject({
      method: 'GET',
      url: `/bot/questionnaire/${childs.id}`,
      organizationId: north,
    });
    expect(forbidden.json().code).toBe('ORGANIZATION_FORBIDDEN');
  });

  it('keeps recordings to their organization and its children, by address, by signature and by reference', async () => {
    const testApp = await createTestApp();
    const other = await addUnrelatedOrganization(testApp);
    const admin = await testApp.signIn('admin@demo.test');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const north = await testApp.organizationId('Demo Care North');
    const uploadAs = async (session: Session, organizationId?: number) => {
      const { payload, headers } = await buildMultipart({
        recordingFile: { bytes: createWavBytes(), name: 'r.wav', type: 'audio/wav' },
      });
      const response = await session.inject({
        method: 'POST',
        url: '/bot/questionnaire/recording',
        payload,
        headers,
        ...(organizationId === undefined ? {} : { organizationId }),
      });
      return response.json<{ url: string; tempUrl: string }>();
    };
    const careRecording = await uploadAs(admin);
    const northRecording = await uploadAs(northAdmin);
    const path = (url: string) => new URL(url).pathname;
    const status = async (session: Session, url: string) =>
      (await session.inject({ method: 'GET', url: path(url) })).statusCode;
    expect(await status(other.admin, careRecording.url)).toBe(404);
    expect(await status(admin, northRecording.url)).toBe(404);
    expect(await status(northAdmin, careRecording.url)).toBe(200);
    expect(await status(admin, careRecording.url)).toBe(200);

    const withRecording = (url: string) =>
      toBody(
        buildCheckIn({
          nodes: [
            ...buildCheckIn().nodes,
            { v: 'auto_generated_5', value: { recording: { name: 'r', url, transcription: 'Hello.' } } },
          ],
          edges: [...buildCheckIn().edges, { v: 'auto_generated_3', w: 'auto_generated_5', name: '3', value: [] }],
          complete_node: ['auto_generated_5', 'auto_generated_4'],
        }),
      );
    const borrowed = await save(other.admin, withRecording(careRecording.url));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({
      code: 'QUESTIONNAIRE_REFERENCE_INVALID',
      references: [{ field: 'recording' }],
    });
    const upward = await save(admin, withRecording(northRecording.url));
    expect(upward.json().code).toBe('QUESTIONNAIRE_REFERENCE_INVALID');
    const fromParent = await save(northAdmin, withRecording(careRecording.url), north);
    expect(fromParent.statusCode).toBe(200);
  });
});
