import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, questionnaireRevisions, questionnaires } from '../src/db/schema/index.ts';
import { storeQuestionnaireVersion } from '../src/questionnaires/storeQuestionnaireVersion.ts';
import { createTestApp } from './harness.ts';
import { buildCheckIn, createThroughApi, save, toBody } from './questionnaireFixtures.ts';

async function countRows(testApp: Awaited<ReturnType<typeof createTestApp>>) {
  const { db } = testApp.services;
  return {
    questionnaires: (await db.select({ id: questionnaires.id }).from(questionnaires)).length,
    revisions: (await db.select({ id: questionnaireRevisions.id }).from(questionnaireRevisions)).length,
  };
}

describe('saving an invalid questionnaire', () => {
  it('is refused with 400 QUESTIONNAIRE_INVALID and the lint diagnostics, and stores nothing', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const before = await countRows(testApp);
    const noStart = buildCheckIn({ starting_node: 'auto_generated_9', complete_node: [] });
    const response = await save(admin, toBody(noStart));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'QUESTIONNAIRE_INVALID', error: expect.stringContaining('cannot be saved') });
    expect(body.diagnostics).toEqual([
      { rule: 'missing-start', severity: 'error', message: 'the starting vertex "auto_generated_9" does not exist' },
      {
        rule: 'missing-complete',
        severity: 'error',
        message: 'the questionnaire needs at least one existing complete vertex',
      },
    ]);
    expect(await countRows(testApp)).toEqual(before);
  });

  it('reports schema problems (an edge to a missing vertex) as schema diagnostics', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const body = toBody(buildCheckIn());
    body.questionnaire.edges.push({ v: 'auto_generated_1', w: 'nowhere', name: '9', value: [] });
    const response = await save(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().diagnostics).toEqual([
      expect.objectContaining({ rule: 'schema', message: expect.stringContaining('missing vertex "nowhere"') }),
    ]);
  });

  it('reports lint errors: unknown parameters, a missing condition, a multi-branch follow-up', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const input = buildCheckIn();
    const document = {
      ...input,
      nodes: input.nodes.map((node) =>
        node.v === 'auto_generated_1' ? { ...node, value: { say: { message: 'Hello {favourite_colour}.' } } } : node,
      ),
      edges: input.edges.map((edge) => (edge.name === '2' ? { ...edge, value: [] } : edge)),
    };
    const response = await save(admin, toBody(document));
    expect(response.statusCode).toBe(400);
    expect(response.json().diagnostics.map((d: { rule: string }) => d.rule)).toEqual([
      'unknown-parameter',
      'missing-condition',
    ]);
  });

  it('refuses a malformed body with 400 VALIDATION_ERROR naming the field', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const response = await save(admin, { ...toBody(buildCheckIn()), language: 'fr-FR' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [expect.objectContaining({ path: 'language' })],
    });
  });

  it('refuses references the organization cannot use: a missing sub-questionnaire, an archived one, itself', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const archived = (
      await testApp.services.db.select().from(questionnaires).where(eq(questionnaires.archive, true))
    )[0];
    const withEmbedded = (questionnaireId: number) =>
      buildCheckIn({
        nodes: [
          ...buildCheckIn().nodes,
          { v: 'auto_generated_5', value: { embedded: { questionnaireId, questionnaireName: 'x' } } },
        ],
        edges: [...buildCheckIn().edges, { v: 'auto_generated_3', w: 'auto_generated_5', name: '3', value: [] }],
      });
    const missing = await save(admin, toBody(withEmbedded(99999)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'QUESTIONNAIRE_REFERENCE_INVALID',
      references: [{ field: 'embedded', vertex: 'auto_generated_5', questionnaireId: 99999 }],
    });
    const archivedRef = await save(admin, toBody(withEmbedded(archived?.id ?? 0)));
    expect(archivedRef.json().references[0].message).toContain('archived');
    const shadowOfItself = await createThroughApi(admin);
    const self = await save(
      admin,
      toBody(buildCheckIn({ id: shadowOfItself.id, shadow_questionnaire_id: shadowOfItself.id }), 1),
    );
    expect(self.json()).toMatchObject({
      code: 'QUESTIONNAIRE_REFERENCE_INVALID',
      references: [{ field: 'shadow_questionnaire_id' }],
    });
  });

  it('refuses creating questionnaires where the organization turned adding off', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { organizationSettings } = await import('../src/db/schema/index.ts');
    await testApp.services.db.update(organizationSettings).set({ settings: {} });
    const response = await save(admin, toBody(buildCheckIn()));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('QUESTIONNAIRE_ADD_DISABLED');
  });
});

describe('lost updates', () => {
  it('refuse a save based on an outdated version with 409 and leave the current version untouched', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const first = await save(admin, toBody(buildCheckIn({ id, questionnaire_name: 'First editor' }), 1));
    expect(first.json()).toEqual({ id, version: 2 });
    const before = await countRows(testApp);
    const second = await save(admin, toBody(buildCheckIn({ id, questionnaire_name: 'Second editor' }), 1));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'QUESTIONNAIRE_VERSION_CONFLICT', currentVersion: 2 });
    const current = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(current).toMatchObject({ version: 2, questionnaire_name: 'First editor' });
    expect(await countRows(testApp)).toEqual(before);
  });

  it('let exactly one of two concurrent saves on the same version win', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const names = ['Editor A', 'Editor B', 'Editor C', 'Editor D'];
    const answers = await Promise.all(
      names.map((name) => save(admin, toBody(buildCheckIn({ id, questionnaire_name: name }), 1))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = names[answers.findIndex((answer) => answer.statusCode === 200)];
    const current = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(current).toMatchObject({ version: 2, questionnaire_name: winner });
  });

  it('record one audit entry for the stored version and none for the refused ones, in the same transaction', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((name) => save(admin, toBody(buildCheckIn({ id, questionnaire_name: name }), 1))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = (await testApp.services.db.select().from(auditLog))
      .filter((entry) => entry.detail.questionnaireId === id)
      .map((entry) => [entry.action, entry.detail.version ?? null]);
    expect(entries).toEqual([
      ['questionnaire_created', null],
      ['questionnaire_saved', 2],
    ]);
  });

  it('store nothing when the audit entry of a change cannot be written', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const { db } = testApp.services;
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
    if (!row) throw new Error('not stored');
    const before = await countRows(testApp);
    const change = storeQuestionnaireVersion(db, {
      id,
      ownerId: row.organizationId,
      baseVersion: 1,
      document: { ...row.document, questionnaire_name: 'Unaudited' },
      action: 'save',
      userId: Number(row.createdBy),
      now: new Date(),
      // PostgreSQL's jsonb cannot hold the NUL character: the insert of the entry fails inside the transaction.
      audit: () => ({ action: 'questionnaire_saved', detail: { note: 'a\u0000b' } }),
    });
    await expect(change).rejects.toThrow();
    const [after] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
    expect(after).toMatchObject({ version: 1, name: row.name });
    expect(await countRows(testApp)).toEqual(before);
  });

  it('require the base version when replacing', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const response = await save(admin, toBody(buildCheckIn({ id })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'QUESTIONNAIRE_VERSION_REQUIRED', currentVersion: 1 });
  });

  it('apply to patches and restores as well', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    await save(admin, toBody(buildCheckIn({ id, questionnaire_name: 'Renamed' }), 1));
    const patch = await admin.inject({
      method: 'PATCH',
      url: `/bot/questionnaire/${id}`,
      payload: {
        id,
        archive: true,
        is_multiple_languages: false,
        shadow_questionnaire_id: 0,
        language: 'en-US',
        version: 1,
      },
    });
    expect(patch.statusCode).toBe(409);
    const restore = await admin.inject({
      method: 'POST',
      url: `/bot/questionnaire/${id}/revisions/1/restore`,
      payload: { version: 1 },
    });
    expect(restore.statusCode).toBe(409);
  });
});

describe('lifecycle refusals', () => {
  it('refuse editing an archived questionnaire, deleting an active one, and deleting one still in use', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const { id } = await createThroughApi(admin);
    const archive = {
      id,
      archive: true,
      is_multiple_languages: false,
      shadow_questionnaire_id: 0,
      language: 'en-US',
      version: 1,
    };
    const notArchived = await admin.inject({
      method: 'DELETE',
      url: '/bot/questionnaire',
      payload: [{ questionnaireId: id, organizationId: care }],
    });
    expect(notArchived.statusCode).toBe(409);
    expect(notArchived.json().code).toBe('QUESTIONNAIRE_NOT_ARCHIVED');
    expect(
      (await admin.inject({ method: 'PATCH', url: `/bot/questionnaire/${id}`, payload: archive })).statusCode,
    ).toBe(200);
    const edit = await save(admin, toBody(buildCheckIn({ id }), 2));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('QUESTIONNAIRE_ARCHIVED');
    const language = await admin.inject({
      method: 'PATCH',
      url: `/bot/questionnaire/${id}`,
      payload: { ...archive, language: 'es-US', version: 2 },
    });
    expect(language.json().code).toBe('QUESTIONNAIRE_ARCHIVED');

    const all = (await admin.inject({ method: 'GET', url: '/bot/questionnaire' })).json().questionnaires;
    const falls = all.find((q: { name: string }) => q.name === 'Fall risk screening');
    await admin.inject({
      method: 'PATCH',
      url: `/bot/questionnaire/${falls.id}`,
      payload: { ...archive, id: falls.id },
    });
    const inUse = await admin.inject({
      method: 'DELETE',
      url: '/bot/questionnaire',
      payload: [{ questionnaireId: falls.id, organizationId: care }],
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'QUESTIONNAIRE_IN_USE', usedBy: [expect.any(Number)] });
  });

  it('delete all of a list or none of it', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const a = await createThroughApi(admin);
    const b = await createThroughApi(admin);
    const archive = (id: number) =>
      admin.inject({
        method: 'PATCH',
        url: `/bot/questionnaire/${id}`,
        payload: {
          id,
          archive: true,
          is_multiple_languages: false,
          shadow_questionnaire_id: 0,
          language: 'en-US',
          version: 1,
        },
      });
    await archive(a.id);
    const mixed = await admin.inject({
      method: 'DELETE',
      url: '/bot/questionnaire',
      payload: [
        { questionnaireId: a.id, organizationId: care },
        { questionnaireId: b.id, organizationId: care },
      ],
    });
    expect(mixed.statusCode).toBe(409);
    expect((await admin.inject({ method: 'GET', url: `/bot/questionnaire/${a.id}` })).statusCode).toBe(200);
    await archive(b.id);
    const both = await admin.inject({
      method: 'DELETE',
      url: '/bot/questionnaire',
      payload: [
        { questionnaireId: a.id, organizationId: care },
        { questionnaireId: b.id, organizationId: care },
      ],
    });
    expect(both.json()).toEqual({ deleted: [a.id, b.id] });
    expect((await admin.inject({ method: 'GET', url: `/bot/questionnaire/${a.id}` })).statusCode).toBe(404);
    const revisions = await testApp.services.db
      .select()
      .from(questionnaireRevisions)
      .where(eq(questionnaireRevisions.questionnaireId, a.id));
    expect(revisions).toEqual([]);
  });
});
