import { questionnaireDocumentSchema, type questionnaireListEntrySchema } from '@carecall/api-client';
import { formatQuestionnaire, lintQuestionnaire, parseQuestionnaire } from '@carecall/graph-core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeWav } from '../src/audio/pcmAudio.ts';
import { auditLog, parameterKeys, questionnaires } from '../src/db/schema/index.ts';
import { findQuestionnaireReferenceIssues } from '../src/questionnaires/findQuestionnaireReferenceIssues.ts';
import { createTestApp } from './harness.ts';
import { buildCheckIn, createThroughApi, save, toBody } from './questionnaireFixtures.ts';

type ListEntry = ReturnType<typeof questionnaireListEntrySchema.parse>;

async function listNames(
  session: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['signIn']>>,
  query = '',
) {
  const response = await session.inject({ method: 'GET', url: `/bot/questionnaire${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ questionnaires: ListEntry[] }>().questionnaires;
}

describe('the demo questionnaires', () => {
  it('are lint-clean with the seeded parameter keys, refer only to what their organization may use, and cover every kind', async () => {
    const testApp = await createTestApp();
    const { db } = testApp.services;
    const knownParameters = (await db.select().from(parameterKeys)).map((row) => row.key);
    const rows = await db.select().from(questionnaires).orderBy(asc(questionnaires.id));
    expect(rows.map((row) => row.name)).toEqual([
      'Chequeo semanal',
      'Diabetes follow-up',
      'Mood check',
      'Medication reminder',
      'Fall risk screening',
      'Weekly check-in',
      'Monthly wellness call',
      'Flu season outreach 2025',
      'North welcome call',
    ]);
    const kinds = new Set<string>();
    const askTypes = new Set<string>();
    for (const row of rows) {
      expect({ name: row.name, diagnostics: lintQuestionnaire(row.document, { knownParameters }) }).toEqual({
        name: row.name,
        diagnostics: [],
      });
      expect(
        await findQuestionnaireReferenceIssues(db, {
          document: row.document,
          ownerId: row.organizationId,
          questionnaireId: row.id,
          current: row.document,
        }),
      ).toEqual([]);
      for (const node of row.document.nodes) {
        for (const key of Object.keys(node.value)) if (key !== 'tagsv2') kinds.add(key);
        if ('ask' in node.value) askTypes.add(node.value.ask.type ?? `open:${(node.value.tagsv2 ?? []).join(',')}`);
      }
    }
    expect([...kinds].sort()).toEqual([
      'ask',
      'date_of_birth_validation',
      'dynamic',
      'embedded',
      'hot_transfer',
      'recording',
      'say',
      'terminate_call',
      'zip_code_validation',
    ]);
    expect(askTypes).toEqual(
      new Set([
        'Twilio.YES_NO',
        'language_intent',
        'morning_afternoon',
        'multi_branch',
        'open:',
        'open:300,1',
        'open:50',
        'open:300,6',
      ]),
    );
  });

  it('show Demo Care North its own questionnaire and the parent’s, read-only, and the parent never the child’s', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const care = await testApp.organizationId('Demo Care');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const seenFromNorth = await listNames(northAdmin);
    expect(seenFromNorth.find((item) => item.name === 'North welcome call')).toMatchObject({
      organization_id: north,
      read_only: false,
      version: 1,
    });
    expect(seenFromNorth.find((item) => item.name === 'Weekly check-in')).toMatchObject({
      organization_id: care,
      read_only: true,
      shadow_questionnaire_id: expect.any(Number),
    });
    const admin = await testApp.signIn('admin@demo.test');
    const seenFromCare = await listNames(admin);
    expect(seenFromCare.map((item) => item.name)).not.toContain('North welcome call');
    expect(seenFromCare.every((item) => !item.read_only)).toBe(true);
    expect(seenFromCare.find((item) => item.name === 'Monthly wellness call')).toMatchObject({ is_frame: true });
    expect(seenFromCare.find((item) => item.name === 'Flu season outreach 2025')).toMatchObject({ archive: true });
    const asNorth = await listNames(admin, `?organizationId=${north}`);
    expect(asNorth.find((item) => item.name === 'North welcome call')).toMatchObject({ read_only: false });
  });
});

describe('GET /bot/questionnaire', () => {
  it('filters by language, type, archive and sub-questionnaire flag', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    expect((await listNames(admin, '?language=es-US')).map((q) => q.name)).toEqual(['Chequeo semanal']);
    expect((await listNames(admin, '?type=diagnosis')).map((q) => q.name)).toEqual(['Diabetes follow-up']);
    expect((await listNames(admin, '?archive=true')).map((q) => q.name)).toEqual(['Flu season outreach 2025']);
    expect((await listNames(admin, '?is_sub_questionnaire=true')).map((q) => q.name).sort()).toEqual([
      'Diabetes follow-up',
      'Fall risk screening',
      'Medication reminder',
      'Mood check',
    ]);
  });
});

describe('GET /bot/questionnaire/{id}', () => {
  it('answers the canonical document with version, owner and read-only state, and signs recording addresses', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const weekly = (await listNames(admin)).find((item) => item.name === 'Weekly check-in');
    const response = await admin.inject({ method: 'GET', url: `/bot/questionnaire/${weekly?.id}` });
    expect(response.statusCode).toBe(200);
    const document = questionnaireDocumentSchema.parse(response.json());
    expect(document).toMatchObject({
      id: weekly?.id,
      version: 1,
      read_only: false,
      questionnaire_name: 'Weekly check-in',
    });
    expect(parseQuestionnaire(response.json()).ok).toBe(true);
    const recording = document.nodes.find((node) => 'recording' in node.value)?.value;
    expect(recording && 'recording' in recording ? recording.recording : null).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:3000\/bot\/recordings\/[0-9a-f-]{36}\.wav$/),
      tempUrl: expect.stringMatching(/\?expires=\d+&signature=[\w-]+$/),
    });
    const tempUrl = (recording && 'recording' in recording ? recording.recording.tempUrl : '') ?? '';
    const audio = await testApp.app.inject({ method: 'GET', url: tempUrl.replace('http://localhost:3000', '') });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('lets a child organization read its parent’s questionnaire, marked read-only', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const { id } = await createThroughApi(admin);
    const response = await northAdmin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, read_only: true, version: 1 });
  });
});

describe('POST /bot/questionnaire', () => {
  it('creates a questionnaire at version 1, stores the prepared graph and keeps a revision', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const withPlaceholder = buildCheckIn({
      nodes: [...buildCheckIn().nodes, { v: 'auto_generated_5', value: { placeholder: { text: 'click to edit' } } }],
      edges: [...buildCheckIn().edges, { v: 'auto_generated_3', w: 'auto_generated_5', name: '3', value: [] }],
    });
    const response = await save(admin, toBody(withPlaceholder));
    expect(response.statusCode).toBe(200);
    const { id, version } = response.json();
    expect(version).toBe(1);
    const read = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(read).toMatchObject({ id, organization_id: care, version: 1, questionnaire_name: 'Morning check-in' });
    expect(read.nodes.map((node: { v: string }) => node.v)).toEqual([
      'auto_generated_1',
      'auto_generated_2',
      'auto_generated_3',
      'auto_generated_4',
    ]);
    expect(read.edges[1]).toMatchObject({ intents: ['yes'] });
    expect(read.nodes[1].value.ask.unknown_intent).toBe('unknown_yes_no');
    const revisions = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}/revisions` })).json();
    expect(revisions.revisions).toEqual([
      expect.objectContaining({ version: 1, action: 'create', user_name: 'Alex Admin', questionnaire_id: id }),
    ]);
    const audit = await testApp.services.db.select().from(auditLog).where(eq(auditLog.action, 'questionnaire_created'));
    expect(audit).toEqual([expect.objectContaining({ organizationId: care, detail: { questionnaireId: id } })]);
  });

  it('replaces a questionnaire based on its current version, answering the next version', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const renamed = buildCheckIn({ id, questionnaire_name: 'Evening check-in' });
    const response = await save(admin, toBody(renamed, 1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, version: 2 });
    const list = await listNames(admin);
    expect(list.find((item) => item.id === id)).toMatchObject({ name: 'Evening check-in', version: 2 });
  });

  it('round-trips: a read document saved back unchanged is the same document at the next version', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const weekly = (await listNames(admin)).find((item) => item.name === 'Monthly wellness call');
    const before = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${weekly?.id}` })).json();
    const response = await save(admin, toBody(before, before.version));
    expect(response.statusCode).toBe(200);
    const after = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${weekly?.id}` })).json();
    const strip = ({ version: _v, ...rest }: Record<string, unknown>) => formatQuestionnaire(rest as never);
    expect(strip(after)).toBe(strip(before));
    expect(after.version).toBe(before.version + 1);
  });
});

describe('PATCH /bot/questionnaire/{id}', () => {
  it('archives, restores and changes language and shadow, each as a new version', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const spanish = (await listNames(admin)).find((item) => item.name === 'Chequeo semanal');
    const patch = (changes: Record<string, unknown>) =>
      admin.inject({
        method: 'PATCH',
        url: `/bot/questionnaire/${id}`,
        payload: {
          id,
          archive: false,
          is_multiple_languages: false,
          shadow_questionnaire_id: 0,
          language: 'en-US',
          ...changes,
        },
      });
    const settings = await patch({
      language: 'en-US',
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
      version: 1,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      id,
      version: 2,
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
    });
    const archived = await patch({
      archive: true,
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
      version: 2,
    });
    expect(archived.json()).toMatchObject({ archive: true, version: 3 });
    const restored = await patch({
      archive: false,
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
      version: 3,
    });
    expect(restored.json()).toMatchObject({ archive: false, version: 4 });
    const unchanged = await patch({
      archive: false,
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
      version: 4,
    });
    expect(unchanged.json()).toMatchObject({ version: 4 });
    const document = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(document).toMatchObject({
      is_multiple_languages: true,
      shadow_questionnaire_id: spanish?.id,
      archive: false,
    });
    const sub = (await listNames(admin)).find((item) => item.name === 'Mood check');
    const badShadow = await patch({ shadow_questionnaire_id: sub?.id, version: 4 });
    expect(badShadow.statusCode).toBe(400);
    expect(badShadow.json()).toMatchObject({ code: 'QUESTIONNAIRE_REFERENCE_INVALID' });
  });
});

describe('DELETE /bot/questionnaire', () => {
  it('deletes an archived questionnaire of the selected organization', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const care = await testApp.organizationId('Demo Care');
    const flu = (await listNames(admin)).find((item) => item.name === 'Flu season outreach 2025');
    const response = await admin.inject({
      method: 'DELETE',
      url: '/bot/questionnaire',
      payload: [{ questionnaireId: flu?.id, organizationId: care }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: [flu?.id] });
    expect((await listNames(admin)).map((item) => item.name)).not.toContain('Flu season outreach 2025');
  });
});

describe('revisions', () => {
  it('list every change newest first and restore an earlier one as a new version', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    await save(admin, toBody(buildCheckIn({ id, questionnaire_name: 'Second' }), 1));
    await save(admin, toBody(buildCheckIn({ id, questionnaire_name: 'Third' }), 2));
    const listed = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}/revisions` })).json().revisions;
    expect(
      listed.map((r: { version: number; action: string; questionnaire_name: string }) => [
        r.version,
        r.action,
        r.questionnaire_name,
      ]),
    ).toEqual([
      [3, 'save', 'Third'],
      [2, 'save', 'Second'],
      [1, 'create', 'Morning check-in'],
    ]);
    const first = listed[2];
    const restored = await admin.inject({
      method: 'POST',
      url: `/bot/questionnaire/${id}/revisions/${first.id}/restore`,
      payload: { version: 3 },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ id, version: 4 });
    const document = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(document).toMatchObject({ questionnaire_name: 'Morning check-in', version: 4 });
    const after = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}/revisions` })).json().revisions;
    expect(after[0]).toMatchObject({
      version: 4,
      action: 'restore',
      restored_from_revision_id: first.id,
      user_name: 'Alex Admin',
    });
    const missing = await admin.inject({
      method: 'POST',
      url: `/bot/questionnaire/${id}/revisions/999999/restore`,
      payload: { version: 4 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('REVISION_NOT_FOUND');
  });
});

describe('the editor’s catalogues', () => {
  it('list tags (with 300 numeric and 50 day of week), hints with groups and names, parameter keys and ask types', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const tags = (await operator.inject({ method: 'GET', url: '/bot/tags' })).json().tags;
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 300, name: 'numeric' }),
        expect.objectContaining({ id: 50, name: 'day of week' }),
      ]),
    );
    const hints = (await operator.inject({ method: 'GET', url: '/bot/hints' })).json().hints;
    expect(new Set(hints.map((hint: { group: string }) => hint.group))).toEqual(
      new Set(['mood', 'pain', 'sleep', 'symptoms']),
    );
    expect(hints.find((hint: { hint: string }) => hint.hint === 'headache')).toMatchObject({
      groups: 'pain,symptoms',
      display_name_english: 'Headache',
      display_name_spanish: 'Dolor de cabeza',
    });
    const keys = (await operator.inject({ method: 'GET', url: '/bot/parameters/keys' })).json().keys;
    expect(keys).toEqual(expect.arrayContaining(['first_name', 'last_name', 'clinic_name', 'nurse_phone']));
    const types = (await operator.inject({ method: 'GET', url: '/bot/questionTypes' })).json().questionTypes;
    expect(types).toEqual([
      { type: 'Twilio.YES_NO', options: ['Yes', 'No'] },
      { type: 'language_intent', options: ['Spanish', 'English'] },
      { type: 'morning_afternoon', options: ['Afternoon', 'Both', 'Morning'] },
      { type: 'multi_branch', options: [] },
    ]);
  });
});

describe('speech', () => {
  it('lists feedback sentences and answers stable addresses that play synthesized speech', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const spanish = (await admin.inject({ method: 'GET', url: '/bot/feedbackSentences?language=es-US' })).json();
    expect(spanish.feedbackSentences.length).toBeGreaterThan(0);
    expect(spanish.feedbackSentences.every((s: { language: string }) => s.language === 'es-US')).toBe(true);
    const feedback = await admin.inject({
      method: 'POST',
      url: '/bot/speech/feedback',
      payload: { text: 'Could you please repeat that?', language: 'en-US' },
    });
    const { url } = feedback.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/bot\/speech\/audio\/[0-9a-f]{64}\.wav$/);
    const again = await admin.inject({
      method: 'POST',
      url: '/bot/speech/feedback',
      payload: { text: 'Could you please repeat that?', language: 'en-US' },
    });
    expect(again.json().url).toBe(url);
    const audio = await testApp.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    if (testApp.services.speech) {
      // Real speech: over a second long and far from silent.
      const { channels, sampleRate } = decodeWav(audio.rawPayload);
      const samples = channels[0] ?? new Int16Array();
      expect(samples.length / sampleRate).toBeGreaterThan(1);
      expect(samples.reduce((loudest, sample) => Math.max(loudest, Math.abs(sample)), 0)).toBeGreaterThan(3_000);
    }

    const weekly = (await listNames(admin)).find((item) => item.name === 'Weekly check-in');
    const dateOfBirth = 'auto_generated_5';
    const vertex = await admin.inject({
      method: 'POST',
      url: '/bot/speech/vertex',
      payload: { questionnaireId: weekly?.id, vertex: dateOfBirth },
    });
    expect(Object.keys(vertex.json().urlsMap).sort()).toEqual(['requestMessage', 'waitMessage']);
    const question = await admin.inject({
      method: 'POST',
      url: '/bot/speech/question',
      payload: { questionnaireId: weekly?.id, vertex: 'auto_generated_1' },
    });
    expect(question.json().url).toMatch(/\.wav$/);
    const missing = await admin.inject({
      method: 'POST',
      url: '/bot/speech/question',
      payload: { questionnaireId: weekly?.id, vertex: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
