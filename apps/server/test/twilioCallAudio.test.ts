import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, patients, users } from '../src/db/schema/index.ts';
import { formatVoiceIdentity } from '../src/telephony/createAppTelephony.ts';
import { mayJoinCallAudio } from '../src/telephony/mayJoinCallAudio.ts';
import { createTestApp } from './harness.ts';

describe('who the Twilio voice webhook lets join a call’s audio', () => {
  it('lets only the call’s own operator in, not another operator or an admin of the organization', async () => {
    const testApp = await createTestApp();
    const { db } = testApp.services;
    const organizationId = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const userId = async (email: string) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no ${email}`);
      return row.id;
    };
    const operatorId = await userId('operator@demo.test');
    const [client] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.organizationId, organizationId))
      .limit(1);
    if (!client) throw new Error('no client');
    const [call] = await db
      .insert(calls)
      .values({
        organizationId,
        patientId: client.id,
        source: 'voip',
        product: 'lift',
        interviewerId: operatorId,
        patientDialStatus: 'ringing',
        isDryRun: false,
        dateCreated: testApp.services.now(),
      })
      .returning({ id: calls.id });
    const callId = String(call?.id);
    const mayJoin = async (email: string, options: { organizationId?: number; callId?: string } = {}) =>
      mayJoinCallAudio(db, {
        identity: formatVoiceIdentity(await userId(email)),
        organizationId: options.organizationId ?? organizationId,
        callId: options.callId ?? callId,
      });

    expect(await mayJoin('operator@demo.test')).toBe(true);
    expect(await mayJoin('agent@demo.test')).toBe(false);
    expect(await mayJoin('admin@demo.test')).toBe(false);
    expect(await mayJoin('super@demo.test')).toBe(false);
    expect(await mayJoin('operator@demo.test', { organizationId: north })).toBe(false);
    expect(await mayJoin('operator@demo.test', { callId: 'c1' })).toBe(false);
    expect(await mayJoin('operator@demo.test', { callId: '99999999999' })).toBe(false);
    expect(await mayJoinCallAudio(db, { identity: 'client:someone', organizationId, callId })).toBe(false);
  });
});
