import { assertQuestionnaire, prepareQuestionnaire } from '@carecall/graph-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScriptedRecognizer } from '../src/callSession/SpeechRecognizer.ts';
import { auditLog, callQuestions, callTranscriptions } from '../src/db/schema/index.ts';
import { createQuestionnaire } from '../src/questionnaires/createQuestionnaire.ts';
import { createEspeakSpeech, withFallbackSpeech } from '../src/telephony/local/createEspeakSpeech.ts';
import { createLocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createSimulatedPhoneNetwork } from '../src/telephony/local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from '../src/telephony/local/createToneSpeech.ts';
import type { PersonaLine } from '../src/telephony/local/Persona.ts';
import { addCallableClient, BOT_CHECK_IN } from './botCallFixtures.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { createTestApp } from './harness.ts';

const CLIENT_NUMBER = '12025550178';

/** The conference clock five times faster than real time. */
function fastClock(onTick: () => void): () => void {
  const timer = setInterval(() => {
    for (let tick = 0; tick < 5; tick += 1) onTick();
  }, 20);
  return () => clearInterval(timer);
}

/**
 * An app on the local media plane whose client's number reaches a persona giving `answer` to the bot's question (a
 * spoken one is heard as "nope" by a scripted recogniser); a Call Now of the bot check-in placed and run to its end.
 */
async function runBotCall(answer: PersonaLine) {
  const recordings = createTestRecordingStorage();
  const telephony = createLocalTelephony({
    recordings,
    startClock: fastClock,
    network: createSimulatedPhoneNetwork({
      personas: new Map([
        [
          CLIENT_NUMBER,
          { name: 'Rosa Bot', language: 'en-US', behaviour: 'answers', ringMs: 100, lines: ['Hello?', answer] },
        ],
      ]),
      speak: withFallbackSpeech(createEspeakSpeech(), createToneSpeech(), () => {}),
      timing: { setupMs: 20, noAnswerMs: 2000, turnSilenceMs: 600 },
    }),
  });
  const testApp = await createTestApp({
    build: {
      telephony,
      callRecordingStorage: recordings,
      // Whatever the client says is heard as "nope": the persona's greeting, should it come late, too.
      speechRecognizer: createScriptedRecognizer(() => 'nope'),
      // The call's clock runs five times fast: 20 s of call silence give the persona's voice 4 s to be synthesized on
      // a busy machine before its silence counts as no answer.
      botTiming: { noInputMs: 20_000, digitTimeoutMs: 400 },
    },
  });
  const { db } = testApp.services;
  const organizationId = await testApp.organizationId('Demo Care');
  const patientId = await addCallableClient(db, organizationId, { countryCode: '1', number: CLIENT_NUMBER.slice(1) });
  const questionnaire = await createQuestionnaire(db, {
    organizationId,
    document: prepareQuestionnaire(assertQuestionnaire({ ...BOT_CHECK_IN, id: 0, organization_id: organizationId })),
    userId: null,
    now: new Date(),
  });
  const operator = await testApp.signIn('operator@demo.test');
  const placed = await operator.inject({
    method: 'POST',
    url: '/bot/call',
    payload: { phoneNumber: `+1-${CLIENT_NUMBER.slice(1)}`, patientId, questionnaireId: questionnaire.id },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const callId: number = placed.json().call_id;
  await testApp.services.botCallWorker.idle();
  return { testApp, db, operator, organizationId, patientId, callId, questionnaireId: questionnaire.id };
}

/** The bot's answer to the check-in's question, as the call's answers keep it: "No", heard as `heard`. */
function botAnswer(questionnaireId: number, heard: { heard: string; input: string }) {
  return {
    source: 'bot',
    id: 'bot-1',
    questionnaireId,
    vertex: 'feeling',
    name: 'feeling_well',
    question: 'Are you feeling well today?',
    answer: 'No',
    ...heard,
    atMs: expect.any(Number),
  };
}

describe('the answers of a bot call', () => {
  it('are on the call record and its questions once the call ended, correctable through the answer route', async () => {
    // Keys: the first call of a file on a busy machine gets its spoken answers in late.
    const { testApp, db, operator, patientId, callId, questionnaireId } = await runBotCall({ keys: '2' });
    const heardNope = (id: number) => botAnswer(id, { heard: '2', input: 'keypad' });
    const status = await operator.inject({ method: 'GET', url: `/bot/call/${callId}` });
    const [transcript] = await db.select().from(callTranscriptions).where(eq(callTranscriptions.callId, callId));
    expect(status.json(), JSON.stringify(transcript?.content)).toMatchObject({
      status: 'completed',
      answers: [{ name: 'feeling_well', value: 'No', input: 'keypad', vertex: 'feeling' }],
    });

    const record = await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${callId}` });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().Answer).toEqual([heardNope(questionnaireId)]);
    const list = await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/calls` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().calls.find((call: { id: number }) => call.id === callId)?.Answer).toEqual([
      heardNope(questionnaireId),
    ]);

    const questionsUrl = `/api/user/patient/${patientId}/call/${callId}/questions`;
    const questions = await operator.inject({ method: 'GET', url: questionsUrl });
    expect(questions.statusCode, questions.body).toBe(200);
    expect(questions.json().answers).toEqual([heardNope(questionnaireId)]);
    const [postCall] = await db
      .select()
      .from(callQuestions)
      .where(eq(callQuestions.organizationId, await testApp.organizationId('Demo Care')));
    if (!postCall) throw new Error('the demo organization has no post-call question');
    const option = postCall.options[0] as string;

    // The post-call questions are answered the first time alongside what the bot heard, which stays.
    const first = await operator.inject({
      method: 'POST',
      url: questionsUrl,
      payload: { questionnaire: [{ questionId: postCall.id, answer: postCall.type === 'radio' ? option : [option] }] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().questionnaire).toEqual([
      { questionId: postCall.id, answer: postCall.type === 'radio' ? option : [option] },
      heardNope(questionnaireId),
    ]);

    // A correction takes the new answer only: what was asked and heard stay as the bot recorded them.
    const bot = first.json().questionnaire[1];
    const corrected = await operator.inject({
      method: 'PUT',
      url: questionsUrl,
      payload: { questionnaire: [{ ...bot, answer: 'Yes', heard: 'yes', question: 'Forged?' }] },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const again = (await operator.inject({ method: 'GET', url: questionsUrl })).json();
    expect(again.answers).toEqual([{ ...heardNope(questionnaireId), answer: 'Yes' }]);
    const reread = await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${callId}` });
    expect(reread.json().Answer).toEqual([{ ...heardNope(questionnaireId), answer: 'Yes' }]);
    // The run's own record keeps what the bot understood.
    const after = await operator.inject({ method: 'GET', url: `/bot/call/${callId}` });
    expect(after.json().answers).toMatchObject([{ name: 'feeling_well', value: 'No' }]);

    const audits = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.clientId, patientId));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['bot_call_run_stored', 'client_call_answers_updated']),
    );
  });

  it('keep the words the recogniser heard, and refuse a correction of an answer the call does not have, or an empty one', async () => {
    const { operator, patientId, callId, questionnaireId } = await runBotCall('Nope.');
    const heardNope = (id: number) => botAnswer(id, { heard: 'nope', input: 'speech' });
    const questionsUrl = `/api/user/patient/${patientId}/call/${callId}/questions`;
    const heard = (await operator.inject({ method: 'GET', url: questionsUrl })).json();
    expect(heard.answers).toEqual([heardNope(questionnaireId)]);
    const send = (answer: Record<string, unknown>) =>
      operator.inject({
        method: 'PUT',
        url: questionsUrl,
        payload: { questionnaire: [{ ...heardNope(questionnaireId), atMs: 0, ...answer }] },
      });
    const unknown = await send({ id: 'bot-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ path: 'questionnaire.0.id' })]);
    const empty = await send({ answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ path: 'questionnaire.0.answer' })]);
    const unchanged = (await operator.inject({ method: 'GET', url: questionsUrl })).json();
    expect(unchanged.answers).toEqual([heardNope(questionnaireId)]);
  });
});
