import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { botCallRequests, calls, patientPhones, patients, patientTags } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function addClient(testApp: TestApp, organization: string, phone = { countryCode: '1', number: '2025550150' }) {
  const { db } = testApp.services;
  const [patient] = await db
    .insert(patients)
    .values({
      organizationId: await testApp.organizationId(organization),
      firstName: 'Rosa',
      lastName: `Call-${organization.length}-${Math.random().toString(36).slice(2, 8)}`,
      birthDate: '1948-05-12',
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('no patient');
  await db.insert(patientPhones).values({ patientId: patient.id, ...phone, label: 'mobile', isDefault: true });
  return patient.id;
}

async function questionnaireId(testApp: TestApp, name: string): Promise<number> {
  const admin = await testApp.signIn('super@demo.test');
  const north = await testApp.organizationId('Demo Care North');
  const list = (await admin.inject({ method: 'GET', url: '/bot/questionnaire', organizationId: north })).json();
  const found = list.questionnaires.find((item: { name: string }) => item.name === name);
  if (!found) {
    const care = (await admin.inject({ method: 'GET', url: '/bot/questionnaire' })).json();
    return care.questionnaires.find((item: { name: string }) => item.name === name).id;
  }
  return found.id;
}

describe('POST /bot/call (Call Now)', () => {
  it('stores a bot call as a call record whose id it answers, with the questionnaire at its current version', async () => {
    const testApp = await createTestApp();
    // The call is looked at as requested, before any worker places it.
    await testApp.services.botCallWorker.stop();
    const operator = await testApp.signIn('operator@demo.test');
    const patientId = await addClient(testApp, 'Demo Care');
    const weekly = await questionnaireId(testApp, 'Weekly check-in');
    const response = await operator.inject({
      method: 'POST',
      url: '/bot/call',
      payload: { phoneNumber: '+1-2025550150', patientId, questionnaireId: weekly },
    });
    expect(response.statusCode).toBe(200);
    const { call_id: callId, bot_call_exe_id: exeId } = response.json();
    expect(exeId).toMatch(/^[0-9a-f-]{36}$/);
    const [call] = await testApp.services.db.select().from(calls).where(eq(calls.id, callId));
    expect(call).toMatchObject({
      patientId,
      product: 'bot',
      source: 'phone',
      patientDialStatus: 'queued',
      questionnaireId: weekly,
      patientPhone: '1-2025550150',
    });
    const [queued] = await testApp.services.db.select().from(botCallRequests).where(eq(botCallRequests.callId, callId));
    expect(queued).toMatchObject({
      status: 'queued',
      callId,
      patientId,
      questionnaireId: weekly,
      questionnaireVersion: 1,
      phoneNumber: '1-2025550150',
      exeId,
    });
  });

  it('lets a child organization call its client with the parent’s questionnaire', async () => {
    const testApp = await createTestApp();
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const patientId = await addClient(testApp, 'Demo Care North');
    const weekly = await questionnaireId(testApp, 'Weekly check-in');
    const response = await northAdmin.inject({
      method: 'POST',
      url: '/bot/call',
      payload: { phoneNumber: '12025550150', patientId, questionnaireId: weekly },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses with a clear code: unknown phone, another organization’s client, archived, sub-questionnaire, invisible, declined consent', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const patientId = await addClient(testApp, 'Demo Care');
    const northPatient = await addClient(testApp, 'Demo Care North');
    const weekly = await questionnaireId(testApp, 'Weekly check-in');
    const call = (payload: Record<string, unknown>) =>
      operator.inject({
        method: 'POST',
        url: '/bot/call',
        payload: { phoneNumber: '1-2025550150', patientId, questionnaireId: weekly, ...payload },
      });
    const expectRefusal = async (payload: Record<string, unknown>, status: number, code: string) => {
      const response = await call(payload);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    };
    await expectRefusal({ phoneNumber: '1-2025550999' }, 404, 'PHONE_NUMBER_NOT_FOUND');
    await expectRefusal({ phoneNumber: ' ' }, 400, 'VALIDATION_ERROR');
    await expectRefusal({ patientId: northPatient }, 404, 'PATIENT_NOT_FOUND');
    await expectRefusal({ patientId: 999999 }, 404, 'PATIENT_NOT_FOUND');
    await expectRefusal(
      { questionnaireId: await questionnaireId(testApp, 'Flu season outreach 2025') },
      409,
      'QUESTIONNAIRE_ARCHIVED',
    );
    await expectRefusal(
      { questionnaireId: await questionnaireId(testApp, 'Mood check') },
      409,
      'QUESTIONNAIRE_NOT_CALLABLE',
    );
    await expectRefusal(
      { questionnaireId: await questionnaireId(testApp, 'North welcome call') },
      404,
      'QUESTIONNAIRE_NOT_FOUND',
    );
    await testApp.services.db.insert(patientTags).values({ patientId, name: 'consent call', params: 'declined' });
    await expectRefusal({}, 409, 'PATIENT_CONSENT_DECLINED');
    expect(await testApp.services.db.select().from(botCallRequests)).toEqual([]);
  });
});
