import { assertQuestionnaire, prepareQuestionnaire } from '@carecall/graph-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { measureRms } from '../src/audio/audioFrames.ts';
import { CALL_COMMAND_TOPIC, CALL_UPDATE_TOPIC, type CallUpdate } from '../src/callSession/callSessionMessages.ts';
import { isPocketsphinxAvailable } from '../src/callSession/createPocketsphinxRecognizer.ts';
import { createScriptedRecognizer, type SpeechRecognizer } from '../src/callSession/SpeechRecognizer.ts';
import type { Db } from '../src/db/openDatabase.ts';
import {
  auditLog,
  callRecordings,
  callRuns,
  calls,
  callTranscriptions,
  diagnoses,
  organizationSchedulerDiagnosisQuestionnaires,
  patientDiagnoses,
  patients,
} from '../src/db/schema/index.ts';
import { createQuestionnaire } from '../src/questionnaires/createQuestionnaire.ts';
import { isEspeakAvailable } from '../src/speech/createEspeakSynthesizer.ts';
import { createEspeakSpeech, withFallbackSpeech } from '../src/telephony/local/createEspeakSpeech.ts';
import { createLocalTelephony, type LocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createMediaPeer, type MediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import { createSimulatedPhoneNetwork } from '../src/telephony/local/createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from '../src/telephony/local/createToneSpeech.ts';
import type { Persona, PersonaLine } from '../src/telephony/local/Persona.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import { BOT_CHECK_IN } from './botCallFixtures.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { createTestApp } from './harness.ts';
import { until } from './until.ts';

/** Bot calls go through speech and media in real time, so they get longer than the default to get somewhere. */
const BOT_CALL_WAIT = { timeoutMs: 15_000 };

const HAS_ESPEAK = await isEspeakAvailable();
const HAS_POCKETSPHINX = await isPocketsphinxAvailable();

const CLIENT_NUMBER = '12025550177';

/** The conference clock five times faster than real time: a minute of call in twelve seconds. */
function fastClock(onTick: () => void): () => void {
  const timer = setInterval(() => {
    for (let tick = 0; tick < 5; tick += 1) onTick();
  }, 20);
  return () => clearInterval(timer);
}

async function setUp(options: {
  lines: PersonaLine[];
  recognizer?: SpeechRecognizer | null;
  speech?: 'espeak' | 'none';
  noInputMs?: number;
  behaviour?: Persona['behaviour'];
  questionnaire?: Record<string, unknown>;
  /** Other numbers of the simulated network (a hot transfer's). */
  personas?: [string, Persona][];
  transferTimeoutMs?: number;
  /** Stores what the call's client and organization need before the call is made. */
  prepare?: (db: Db, organizationId: number, patientId: number) => Promise<void>;
}) {
  const persona: Persona = {
    name: 'Rosa Bot',
    language: 'en-US',
    behaviour: options.behaviour ?? 'answers',
    ringMs: 100,
    lines: options.lines,
  };
  const recordings = createTestRecordingStorage();
  const personaVoice = withFallbackSpeech(createEspeakSpeech(), createToneSpeech(), () => {});
  const telephony = createLocalTelephony({
    recordings,
    startClock: fastClock,
    network: createSimulatedPhoneNetwork({
      personas: new Map([[CLIENT_NUMBER, persona], ...(options.personas ?? [])]),
      speak: personaVoice,
      timing: { setupMs: 20, noAnswerMs: 2000, turnSilenceMs: 600 },
    }),
  });
  const testApp = await createTestApp({
    build: {
      telephony,
      callRecordingStorage: recordings,
      ...(options.speech === 'none' ? { speech: null } : {}),
      speechRecognizer: options.recognizer === undefined ? null : options.recognizer,
      botTiming: { noInputMs: options.noInputMs ?? 4000, digitTimeoutMs: 400 },
      ...(options.transferTimeoutMs !== undefined ? { botTransferTimeoutMs: options.transferTimeoutMs } : {}),
    },
  });
  const { db } = testApp.services;
  const organizationId = await testApp.organizationId('Demo Care');
  const [patient] = await db
    .insert(patients)
    .values({ organizationId, firstName: 'Rosa', lastName: 'Bottest', birthDate: '1950-02-03', language: 'en-US' })
    .returning({ id: patients.id });
  if (!patient) throw new Error('no patient');
  await options.prepare?.(db, organizationId, patient.id);
  const questionnaire = await createQuestionnaire(db, {
    organizationId,
    document: prepareQuestionnaire(
      assertQuestionnaire({ ...(options.questionnaire ?? BOT_CHECK_IN), id: 0, organization_id: organizationId }),
    ),
    userId: null,
    now: new Date(),
  });
  const [call] = await db
    .insert(calls)
    .values({
      organizationId,
      patientId: patient.id,
      source: 'phone',
      product: 'bot',
      patientPhone: `1-${CLIENT_NUMBER.slice(1)}`,
      questionnaireId: questionnaire.id,
      patientDialStatus: 'queued',
    })
    .returning({ id: calls.id });
  if (!call) throw new Error('no call');
  const updates: CallUpdate[] = [];
  testApp.services.events.subscribe(CALL_UPDATE_TOPIC, (event) => {
    if (event.payload.callId === String(call.id)) updates.push(event.payload.update as CallUpdate);
  });
  const command = (payload: unknown) =>
    testApp.services.events.publish({ topic: CALL_COMMAND_TOPIC, payload: payload as Record<string, unknown> });
  const readRun = async () => {
    const [run] = await db.select().from(callRuns).where(eq(callRuns.callId, call.id));
    const [transcript] = await db.select().from(callTranscriptions).where(eq(callTranscriptions.callId, call.id));
    return { run, transcript: transcript?.content ?? [] };
  };
  return {
    testApp,
    db,
    telephony,
    organizationId,
    questionnaireId: questionnaire.id,
    callId: call.id,
    patientId: patient.id,
    updates,
    command,
    readRun,
  };
}

/** The operator's browser on a call, as a werift peer offering PCMU through the local telephony. */
async function joinOperator(telephony: LocalTelephony, callId: string): Promise<MediaPeer> {
  const browser = createMediaPeer();
  onTestFinished(() => browser.close());
  await browser.connection.setLocalDescription(await browser.connection.createOffer());
  await waitForIceGathering(browser.connection);
  const answer = await telephony.acceptOperatorOffer({ callId, sdp: browser.connection.localDescription?.sdp ?? '' });
  await browser.connection.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
  await until(() => browser.connection.connectionState === 'connected', BOT_CALL_WAIT);
  return browser;
}

describe('the bot on an operator’s live call', () => {
  it('joins once the client answers; after the operator leaves it finishes with the client and ends the call', async () => {
    const { testApp, db, telephony, organizationId, questionnaireId, patientId, callId, updates, command } =
      await setUp({
        lines: ['Hello?'],
        noInputMs: 60_000,
      });
    // The automated call the set-up prepared is not placed here: the client is free for the operator's call.
    await db.update(calls).set({ patientDialStatus: 'canceled' }).where(eq(calls.id, callId));
    const operator = await testApp.signIn('operator@demo.test');
    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const load = await operator.inject({
      method: 'POST',
      url: '/conference/call/load',
      organizationId,
      payload: {
        patient_id: patientId,
        phone_number: `1-${CLIENT_NUMBER.slice(1)}`,
        phone_number_id: null,
        questionnaire: questionnaireId,
        organization_id: organizationId,
      },
    });
    expect(load.statusCode, load.body).toBe(200);
    const liveCallId = String(load.json().call_id);
    const browser = await joinOperator(telephony, liveCallId);
    const heard: number[] = [];
    // Counted from the client's answer: before it the operator hears the network's ringback.
    const answered = () =>
      events.some((event) => event.type === 'leg-status' && event.role === 'client' && event.status === 'in-progress');
    browser.onFrame((frame) => {
      if (answered()) heard.push(measureRms(frame));
    });
    const liveUpdates: CallUpdate[] = [];
    testApp.services.events.subscribe(CALL_UPDATE_TOPIC, (event) => {
      if (event.payload.callId === liveCallId) liveUpdates.push(event.payload.update as CallUpdate);
    });
    await until(
      () => liveUpdates.some((update) => update.type === 'update_action_buttons' && update.buttons.length > 0),
      BOT_CALL_WAIT,
    );
    // The operator hears the bot's question in the browser.
    expect(Math.max(...heard)).toBeGreaterThan(300);
    expect(testApp.services.botCalls.latestUpdates(liveCallId)).toContainEqual({
      type: 'update_active_language',
      language: 'en-US',
    });
    await command({ callId: liveCallId, command: { type: 'leave' } });
    await until(
      () =>
        events.some(
          (event) => event.type === 'leg-status' && event.role === 'operator' && event.status === 'completed',
        ),
      BOT_CALL_WAIT,
    );
    await command({ callId: liveCallId, command: { type: 'navigate', actionId: 'Yes' } });
    await until(
      () => events.some((event) => event.type === 'conference-ended' && event.callId === liveCallId),
      BOT_CALL_WAIT,
    );
    await until(() => !testApp.services.botCalls.isRunning(liveCallId), BOT_CALL_WAIT);
    const [run] = await db
      .select()
      .from(callRuns)
      .where(eq(callRuns.callId, Number(liveCallId)));
    expect(run?.endReason).toBe('completed');
    expect(run?.answers).toMatchObject([{ name: 'feeling_well', value: 'Yes', input: 'operator' }]);
    expect(liveUpdates.at(-1)).toEqual({ type: 'session_ended', reason: 'completed' });
    expect(updates).toEqual([]);
  });
});

describe('the bot on a call', () => {
  it('runs the questionnaire with a client who answers by keypad, and stores answers, path and transcript', async () => {
    const { testApp, db, callId, updates, readRun } = await setUp({ lines: ['Hello?', { keys: '1' }] });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('completed');
    expect(result.patientDialStatus).toBe('completed');
    expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'Yes', input: 'keypad' }]);

    const { run, transcript } = await readRun();
    expect(run?.endReason).toBe('completed');
    expect(run?.answers).toMatchObject([{ name: 'feeling_well', value: 'Yes', input: 'keypad' }]);
    expect(run?.path.map((step) => step.vertex)).toEqual(['hello', 'feeling', 'glad']);
    expect(run?.state.wait).toMatchObject({ for: 'nothing', reason: 'completed' });
    // Saved after every step: the start, the end of the greeting, the answer.
    expect(run?.steps).toBeGreaterThanOrEqual(3);
    expect(transcript[0]).toMatchObject({ from: 'CALLER', message: 'Hello Rosa, this is your care team.' });
    expect(transcript.map((line) => line.message)).toEqual([
      'Hello Rosa, this is your care team.',
      'Are you feeling well today?',
      '1',
      'Glad to hear it.',
    ]);
    for (const line of transcript) expect(line.end_ms).toBeGreaterThanOrEqual(line.start_ms);
    if (HAS_ESPEAK) {
      // Spoken: the greeting lasts as long as its speech, and the question follows it.
      const [hello, question] = transcript;
      expect((hello?.end_ms ?? 0) - (hello?.start_ms ?? 0)).toBeGreaterThan(1000);
      expect(question?.start_ms).toBeGreaterThanOrEqual(hello?.end_ms ?? 0);
    }
    expect(updates).toContainEqual({ type: 'update_active_language', language: 'en-US' });
    expect(updates).toContainEqual({
      type: 'update_action_buttons',
      buttons: [
        { action: 'Yes', text: 'Yes' },
        { action: 'No', text: 'No' },
      ],
    });
    expect(updates.at(-1)).toEqual({ type: 'session_ended', reason: 'completed' });

    await until(() => testApp.services.botCalls.isRunning(String(callId)) === false, BOT_CALL_WAIT);
    const [call] = await db.select().from(calls).where(eq(calls.id, callId));
    expect(call?.callTranscriptionStatus).toBe('completed');
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.clientId, call?.patientId ?? 0));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['bot_call_client_read', 'bot_call_run_stored']),
    );
    // The call was recorded: the stereo recording reaches the call's record.
    const recorded = async () =>
      (await db.select().from(callRecordings).where(eq(callRecordings.callId, callId))).length;
    await until(async () => (await recorded()) > 0, { what: "the recording to reach the call's record" });
    expect(await recorded()).toBe(1);
  });

  it('hears a spoken answer through the recogniser (scripted) and goes the way it leads', async () => {
    const recognizer = createScriptedRecognizer(['no']);
    const { testApp, callId, readRun } = await setUp({ lines: ['Hello?', 'No.'], recognizer });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('completed');
    expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'No', input: 'speech' }]);
    // The recogniser got the client's utterance as telephone audio, with the question's words as its grammar.
    expect(recognizer.requests).toHaveLength(1);
    expect(recognizer.requests[0]?.sampleRate).toBe(8000);
    expect(recognizer.requests[0]?.samples.length).toBeGreaterThan(8000 * 0.2);
    expect(recognizer.requests[0]?.words).toEqual(expect.arrayContaining(['yes', 'no']));
    const { run, transcript } = await readRun();
    expect(run?.path.map((step) => step.vertex)).toEqual(['hello', 'feeling', 'sorry']);
    expect(transcript.find((line) => line.from === 'PATIENT')).toMatchObject({ message: 'no' });
  });

  it.skipIf(!HAS_ESPEAK || !HAS_POCKETSPHINX)(
    'recognises a spoken "yes" with pocketsphinx on the telephone line',
    async () => {
      const { createPocketsphinxRecognizer } = await import('../src/callSession/createPocketsphinxRecognizer.ts');
      const { testApp, callId, readRun } = await setUp({
        lines: ['Hello?', 'Yes.'],
        recognizer: createPocketsphinxRecognizer(),
      });
      const result = await testApp.services.botCalls.startBotCall({ callId });
      expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'Yes', input: 'speech' }]);
      const { transcript } = await readRun();
      const heard = transcript.find((line) => line.from === 'PATIENT');
      expect(heard?.message).toMatch(/^(yes|yeah)\b/);
      expect(heard?.start_ms).toBeGreaterThan(transcript[1]?.end_ms ?? 0);
    },
  );

  it('takes an operator’s navigate, and ignores commands it cannot use without stopping', async () => {
    const { testApp, callId, updates, command, readRun } = await setUp({ lines: ['Hello?'], noInputMs: 60_000 });
    const running = testApp.services.botCalls.startBotCall({ callId });
    await until(
      () => updates.some((update) => update.type === 'update_action_buttons' && update.buttons.length > 0),
      BOT_CALL_WAIT,
    );
    for (const bad of [
      'navigate:Yes',
      { callId },
      { callId: String(callId), command: { type: 'navigate' } },
      { callId: String(callId), command: { type: 'feedback', feedbackId: 'x'.repeat(5000) } },
      { callId: String(callId), command: { type: 'explode' } },
      { callId: String(callId), command: { type: 'navigate', actionId: 'Maybe' } },
      { callId: String(callId), command: { type: 'feedback', feedbackId: 999_999 } },
      { callId: String(callId), command: { type: 'alternative' } },
      { callId: String(callId + 1), command: { type: 'hangup' } },
      null,
    ]) {
      await command(bad);
    }
    await command({ callId: String(callId), command: { type: 'feedback', feedbackId: 1 } });
    await command({ callId: String(callId), command: { type: 'navigate', actionId: 'No' } });
    const result = await running;
    expect(result.reason).toBe('completed');
    expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'No', input: 'operator' }]);
    const { transcript } = await readRun();
    expect(transcript.map((line) => line.message)).toContain('Could you please repeat that?');
    expect(transcript.at(-1)?.message).toBe('Sorry to hear that.');
  });

  it('ends the call when the operator hangs up, and places a call only once', async () => {
    const { testApp, callId, updates, command, readRun } = await setUp({ lines: ['Hello?'], noInputMs: 60_000 });
    const running = testApp.services.botCalls.startBotCall({ callId });
    await expect(testApp.services.botCalls.startBotCall({ callId })).rejects.toThrow('already being placed');
    await expect(testApp.services.botCalls.startBotCall({ callId: 2_000_000_000 })).rejects.toThrow('does not exist');
    await until(
      () => updates.some((update) => update.type === 'update_action_buttons' && update.buttons.length > 0),
      BOT_CALL_WAIT,
    );
    await command({ callId: String(callId), command: { type: 'hangup' } });
    const result = await running;
    expect(result.reason).toBe('hangup');
    expect(result.answers).toEqual([]);
    expect(result.patientDialStatus).toBe('completed');
    const { run } = await readRun();
    expect(run?.endReason).toBe('hangup');
    expect(run?.path.map((step) => step.vertex)).toEqual(['hello', 'feeling']);
  });

  it('gives up after three silences', async () => {
    const { testApp, callId, readRun } = await setUp({ lines: ['Hello?'], noInputMs: 1000 });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('no-input');
    const { run, transcript } = await readRun();
    expect(run?.endReason).toBe('no-input');
    // Asked, then prompted again after each of the first two silences.
    expect(transcript.filter((line) => line.from === 'CALLER').length).toBeGreaterThanOrEqual(3);
  });

  it('runs without a speech synthesizer or recogniser: mute, answered by keypad', async () => {
    const { testApp, callId, readRun } = await setUp({
      lines: [{ keys: '2', afterMs: 400 }],
      speech: 'none',
      recognizer: null,
    });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('completed');
    expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'No', input: 'keypad' }]);
    const { transcript } = await readRun();
    expect(transcript[0]).toMatchObject({ message: 'Hello Rosa, this is your care team.' });
  });

  it('reports a client who hangs up as soon as they answer as reached, not as unanswered', async () => {
    const { testApp, telephony, callId } = await setUp({ lines: [] });
    const stop = telephony.onEvent((event) => {
      if (event.callId !== String(callId) || event.type !== 'leg-status' || event.role !== 'client') return;
      if (event.status === 'in-progress') void telephony.endConference({ callId: String(callId) });
    });
    onTestFinished(stop);
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('client-hangup');
    expect(result.answers).toEqual([]);
  });

  it('reports a busy client as not answered, with no run', async () => {
    const { testApp, callId, readRun } = await setUp({ lines: [], behaviour: 'busy' });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result).toMatchObject({ reason: 'not-answered', patientDialStatus: 'busy', answers: [] });
    expect((await readRun()).run).toBeUndefined();
  });
});

const NURSE_NUMBER = '12025550188';
const BUSY_NURSE_NUMBER = '12025550189';
const SILENT_NURSE_NUMBER = '12025550190';

/** Greets, transfers to the nurse's number, and says how the transfer went. */
function transferQuestionnaire(phone: string) {
  return {
    questionnaire_name: 'Nurse transfer',
    language: 'en-US',
    type: 'none',
    starting_node: 'hello',
    complete_node: ['connected', 'sorry'],
    nodes: [
      { v: 'hello', value: { say: { message: 'Hello {first_name}, this is your care team.' } } },
      { v: 'nurse', value: { hot_transfer: { name: 'Nurse', phone } } },
      { v: 'connected', value: { say: { message: 'Connecting you to your nurse now.' } } },
      { v: 'sorry', value: { say: { message: 'The nurse could not answer; we will call you back.' } } },
    ],
    edges: [
      { v: 'hello', w: 'nurse', name: '0', value: [] },
      { v: 'nurse', w: 'connected', name: '1', value: [{ action: 'hot_transfer', operator: '=', value: 'answered' }] },
      { v: 'nurse', w: 'sorry', name: '2', value: [{ action: 'hot_transfer', operator: '=', value: 'not-answered' }] },
    ],
  };
}

function nurse(behaviour: Persona['behaviour']): Persona {
  return { name: 'Nurse Kim', language: 'en-US', behaviour, ringMs: 100, lines: ['Nurse Kim speaking.'] };
}

/** A diagnosis sub-questionnaire that greets the client with its own line and ends. */
function diagnosisCheck(name: string, line: string) {
  return {
    questionnaire_name: name,
    language: 'en-US',
    type: 'diagnosis',
    isSubQuestionnaire: true,
    starting_node: 'hello',
    complete_node: ['hello'],
    nodes: [{ v: 'hello', value: { say: { message: line } } }],
    edges: [],
  };
}

/** A frame whose only step is the client's diagnosis questionnaire. */
const DIAGNOSIS_FRAME = {
  questionnaire_name: 'Bot diagnosis frame',
  language: 'en-US',
  type: 'none',
  starting_node: 'pick',
  complete_node: [],
  nodes: [{ v: 'pick', value: { dynamic: { type: 'diagnosis' } } }],
  edges: [],
};

describe('the bot’s dynamic questionnaires', () => {
  it('runs the diagnosis questionnaire the organization names for the client’s diagnosis', async () => {
    const chosen: Record<string, number> = {};
    const { testApp, callId, readRun } = await setUp({
      lines: ['Hello?'],
      questionnaire: DIAGNOSIS_FRAME,
      prepare: async (db, organizationId, patientId) => {
        const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
        const rows = await db
          .insert(diagnoses)
          .values([
            { code: `H${suffix}`, name: 'Heart failure' },
            { code: `D${suffix}`, name: 'Diabetes' },
          ])
          .returning({ id: diagnoses.id });
        const [heart, diabetes] = rows;
        if (!heart || !diabetes) throw new Error('no diagnoses');
        for (const [key, line] of [
          ['heart', 'Hello {first_name}, how is your breathing today?'],
          ['diabetes', 'Hello {first_name}, did you check your blood sugar today?'],
        ] as const) {
          const stored = await createQuestionnaire(db, {
            organizationId,
            document: prepareQuestionnaire(
              assertQuestionnaire({ ...diagnosisCheck(`Bot ${key}`, line), id: 0, organization_id: organizationId }),
            ),
            userId: null,
            now: new Date(),
          });
          chosen[key] = stored.id;
        }
        await db.insert(organizationSchedulerDiagnosisQuestionnaires).values([
          { organizationId, diagnosisId: heart.id, questionnaireId: chosen.heart ?? 0, priority: 2 },
          { organizationId, diagnosisId: diabetes.id, questionnaireId: chosen.diabetes ?? 0, priority: 1 },
        ]);
        // The client has both, heart failure listed first; the diabetes setting's priority wins.
        await db.insert(patientDiagnoses).values([
          { patientId, diagnosisId: heart.id, order: 1 },
          { patientId, diagnosisId: diabetes.id, order: 2 },
        ]);
      },
    });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('completed');
    const { run, transcript } = await readRun();
    expect(transcript[0]).toMatchObject({
      from: 'CALLER',
      message: 'Hello Rosa, did you check your blood sugar today?',
    });
    expect(run?.path.map((step) => step.vertex)).toEqual(['pick', 'hello']);
  });

  it('ends the run with a clear reason when the organization names no questionnaire for the client', async () => {
    const { testApp, callId, readRun } = await setUp({ lines: ['Hello?'], questionnaire: DIAGNOSIS_FRAME });
    await testApp.services.botCalls.startBotCall({ callId });
    const { run, transcript } = await readRun();
    expect(run?.endReason).toBe('error');
    expect(run?.state.wait).toMatchObject({ for: 'nothing', error: 'missing-sub-questionnaire' });
    expect(transcript).toEqual([]);
  });
});

describe('the bot’s hot transfer', () => {
  it('dials the transfer into the call; answered, it says so and leaves the client with the transferee', async () => {
    const { testApp, telephony, callId, updates, readRun } = await setUp({
      lines: ['Hello?'],
      questionnaire: transferQuestionnaire(`+1-${NURSE_NUMBER.slice(1)}`),
      personas: [[NURSE_NUMBER, nurse('answers')]],
    });
    const legs: string[] = [];
    telephony.onEvent((event) => {
      if (event.type === 'leg-status' && event.callId === String(callId)) legs.push(`${event.role}:${event.status}`);
    });
    const placed = testApp.services.botCalls.startBotCall({ callId });
    await until(() => updates.some((update) => update.type === 'session_ended'), BOT_CALL_WAIT);
    expect(updates.at(-1)).toEqual({ type: 'session_ended', reason: 'transferred' });
    const { run, transcript } = await readRun();
    expect(run?.endReason).toBe('transferred');
    expect(run?.path.map((step) => step.vertex)).toEqual(['hello', 'nurse', 'connected']);
    expect(run?.path[1]?.transfer).toMatchObject({
      phone: `+1-${NURSE_NUMBER.slice(1)}`,
      source: 'vertex',
      status: 'in-progress',
      result: 'answered',
    });
    expect(transcript.map((line) => line.message)).toEqual([
      'Hello Rosa, this is your care team.',
      'Connecting you to your nurse now.',
    ]);
    expect(legs).toEqual(expect.arrayContaining(['transferee:ringing', 'transferee:in-progress', 'bot:completed']));
    // The bot has left; the client and the nurse are still on the call.
    await until(() => !testApp.services.botCalls.isRunning(String(callId)), BOT_CALL_WAIT);
    expect(telephony.findConference(String(callId))).not.toBeNull();
    expect(legs).not.toContain('client:completed');
    await telephony.endConference({ callId: String(callId) });
    const result = await placed;
    expect(result.reason).toBe('transferred');
    expect(legs).toEqual(expect.arrayContaining(['client:completed', 'transferee:completed']));
  });

  it('takes a busy transferee as not answered and goes on along that branch', async () => {
    const { testApp, callId, readRun } = await setUp({
      lines: ['Hello?'],
      questionnaire: transferQuestionnaire(BUSY_NURSE_NUMBER),
      personas: [[BUSY_NURSE_NUMBER, nurse('busy')]],
    });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.reason).toBe('completed');
    expect(result.path.map((step) => step.vertex)).toEqual(['hello', 'nurse', 'sorry']);
    const { run, transcript } = await readRun();
    expect(run?.path[1]?.transfer).toMatchObject({ status: 'busy', result: 'not-answered' });
    expect(transcript.at(-1)?.message).toBe('The nurse could not answer; we will call you back.');
  });

  it('gives up on a transfer that rings past its timeout and hangs it up', async () => {
    const { testApp, telephony, callId, readRun } = await setUp({
      lines: ['Hello?'],
      questionnaire: transferQuestionnaire(SILENT_NURSE_NUMBER),
      personas: [[SILENT_NURSE_NUMBER, nurse('no-answer')]],
      transferTimeoutMs: 300,
    });
    const legs: string[] = [];
    telephony.onEvent((event) => {
      if (event.type === 'leg-status' && event.role === 'transferee') legs.push(event.status);
    });
    const result = await testApp.services.botCalls.startBotCall({ callId });
    expect(result.path.map((step) => step.vertex)).toEqual(['hello', 'nurse', 'sorry']);
    expect((await readRun()).run?.path[1]?.transfer).toMatchObject({ status: 'timeout', result: 'not-answered' });
    expect(legs).toEqual(['initiated', 'ringing', 'canceled']);
  });
});
