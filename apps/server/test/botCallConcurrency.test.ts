import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestBotCall } from '../src/botCalls/requestBotCall.ts';
import { DEFAULT_BOT_CALL_CONCURRENCY } from '../src/config.ts';
import { botCallRequests, questionnaires } from '../src/db/schema/index.ts';
import { createEspeakSpeech, withFallbackSpeech } from '../src/telephony/local/createEspeakSpeech.ts';
import { createLocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createSimulatedPhoneNetwork } from '../src/telephony/local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from '../src/telephony/local/createToneSpeech.ts';
import { addCallableClient } from './botCallFixtures.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { createTestApp } from './harness.ts';
import { until } from './until.ts';

const LIMIT = 2;

describe('the bot-call worker with real local media', () => {
  it('never holds more answered calls at once than BOT_CALL_CONCURRENCY (by default the measured figure)', async () => {
    const recordings = createTestRecordingStorage();
    // Every number reaches a stranger who answers and talks, so each placed call holds real media until ended.
    const telephony = createLocalTelephony({
      recordings,
      network: createSimulatedPhoneNetwork({
        personas: new Map(),
        speak: withFallbackSpeech(createEspeakSpeech(), createToneSpeech(), () => {}),
        timing: { setupMs: 20, ringMs: 50, turnSilenceMs: 600 },
      }),
    });
    const testApp = await createTestApp({
      build: {
        telephony,
        callRecordingStorage: recordings,
        speechRecognizer: null,
        // Two slots: the rule is the same for any limit, and two calls beyond it keep the test's media light.
        botCallWorker: { pollIntervalMs: 20, concurrency: LIMIT },
      },
    });
    expect(testApp.services.config.botCallConcurrency).toBe(DEFAULT_BOT_CALL_CONCURRENCY);
    const limit = LIMIT;
    const { db } = testApp.services;
    const organizationId = await testApp.organizationId('Demo Care');
    const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.name, 'Weekly check-in'));
    if (!questionnaire) throw new Error('no questionnaire');

    const answered = new Set<string>();
    const holding = new Set<string>();
    let most = 0;
    telephony.onEvent((event) => {
      if (event.type !== 'leg-status' || event.role !== 'client') return;
      if (event.status === 'in-progress') {
        answered.add(event.callId);
        holding.add(event.callId);
        most = Math.max(most, holding.size);
      } else if (['completed', 'canceled', 'failed', 'busy', 'no-answer'].includes(event.status)) {
        holding.delete(event.callId);
      }
    });

    const total = limit + 2;
    for (let index = 0; index < total; index += 1) {
      const number = `20255503${String(index).padStart(2, '0')}`;
      const patientId = await addCallableClient(db, organizationId, { countryCode: '1', number });
      await requestBotCall(db, {
        organizationId,
        patientId,
        patientPhoneId: null,
        phoneNumber: `1-${number}`,
        questionnaireId: questionnaire.id,
        questionnaireVersion: questionnaire.version,
        requestedBy: null,
        now: new Date(),
      });
    }
    testApp.services.botCallWorker.wake();
    // The worker fills its slots; with calls still queued and a poll every 20 ms, a second more would show any
    // call beyond the limit.
    await until(() => holding.size === limit, { timeoutMs: 30_000, what: 'the worker to fill its slots' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(holding.size).toBe(limit);
    const [queued] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(botCallRequests)
      .where(eq(botCallRequests.status, 'queued'));
    expect(queued?.count).toBe(2);
    // Ending the held calls frees the slots for the rest, never more at once.
    while (answered.size < total) {
      const held = [...holding];
      await Promise.all(held.map((callId) => telephony.endConference({ callId })));
      await until(() => answered.size === total || (holding.size > 0 && held.every((id) => !holding.has(id))), {
        timeoutMs: 30_000,
        what: 'the next calls to be answered',
      });
    }
    for (const callId of [...holding]) await telephony.endConference({ callId });
    await until(
      async () => {
        const [open] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(botCallRequests)
          .where(sql`${botCallRequests.status} in ('queued', 'dialing', 'ringing', 'in-progress')`);
        return open?.count === 0;
      },
      { timeoutMs: 60_000, what: 'every call to end' },
    );
    expect(answered.size).toBe(total);
    expect(most).toBe(limit);
  }, 120_000);
});
