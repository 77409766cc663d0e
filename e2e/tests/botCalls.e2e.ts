import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { findDemoClient, measureRecording } from '../harness/callAudio.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { goInside } from '../harness/goInside.ts';
import {
  confirmDialog,
  createQuestionnaireThroughApi,
  getAction,
  getDialog,
  openFromTree,
  openQuestionnaireEditor,
} from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';
import { uniqueName } from '../harness/uniqueName.ts';

/** What `GET /bot/call/{callId}` answers. */
interface BotCallState {
  call_id: number;
  status: string;
  end_reason: string | null;
  next_attempt_at: string | null;
  attempts: {
    attempt: number;
    status: string;
    end_reason: string | null;
    started_at: string;
    ended_at: string | null;
  }[];
  answers: { name: string; value: string; input: string; vertex: string }[];
}

const ENDED = new Set(['completed', 'no-answer', 'busy', 'failed', 'canceled']);

/** Reads a bot call's state until it has ended (or `timeoutMs` passed), and answers every distinct state seen. */
async function followBotCall(as: string, callId: number, timeoutMs: number): Promise<BotCallState[]> {
  const seen: BotCallState[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await callApi<BotCallState>({ as, method: 'GET', path: `/bot/call/${callId}` });
    if (JSON.stringify(state) !== JSON.stringify(seen.at(-1))) seen.push(state);
    if (ENDED.has(state.status)) return seen;
    if (Date.now() > deadline) throw new Error(`bot call ${callId} still ${state.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A short questionnaire of Demo Care: a greeting naming the client, the language question the demo personas answer
 * ('English.'), and a goodbye; a call through it lasts about ten seconds once answered.
 */
function createShortQuestionnaire(name: string): Promise<number> {
  const answer = (value: string) => [{ action: 'answer', operator: '=', value }];
  return createQuestionnaireThroughApi({
    as: DEMO_USERS.admin.email,
    name,
    graph: {
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_3', 'auto_generated_4'],
      nodes: [
        { v: 'auto_generated_1', value: { say: { message: GREETING } } },
        {
          v: 'auto_generated_2',
          value: {
            ask: {
              name: 'language',
              type: 'language_intent',
              question: 'Would you like to continue in English or in Spanish?',
              unknownText: 'Please say English or Spanish.',
            },
          },
        },
        { v: 'auto_generated_3', value: { say: { message: 'Thank you, {first_name}. Goodbye.' } } },
        { v: 'auto_generated_4', value: { say: { message: 'Gracias, {first_name}. Adiós.' } } },
      ],
      edges: [
        { v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] },
        { v: 'auto_generated_2', w: 'auto_generated_3', name: '1', value: answer('English') },
        { v: 'auto_generated_2', w: 'auto_generated_4', name: '2', value: answer('Spanish') },
      ],
    },
  });
}

const GREETING = 'Hello {first_name}, this is your care team with a short check-in.';

/** A call's row in the client's calls panel. */
function getCallRow(page: Page, callId: number) {
  return page.getByRole('region', { name: 'Calls' }).locator(`tbody tr[data-call-id="${callId}"]`);
}

test('Call Now on a demo client: the call is listed at once, runs the questionnaire with the persona, and ends completed with a two-voice recording, transcript and answers', async ({
  page,
}) => {
  const admin = DEMO_USERS.admin;
  const name = uniqueName('Short check-in');
  await createShortQuestionnaire(name);
  const { id: clientId, client } = await findDemoClient(admin.email, 'answers');

  await openQuestionnaireEditor(page, admin, clientId);
  await openFromTree(page, name);
  await getAction(page, 'Call Now').click();
  const dialog = getDialog(page, 'Call now');
  await dialog.getByText(`The call bot calls ${client.firstName} ${client.lastName} now`).waitFor();
  // The default phone is the one the demo persona answers.
  await dialog.getByRole('radio', { name: /default/ }).check();
  const requested = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/bot/call',
  );
  await confirmDialog(dialog, 'Call now');
  const response = await requested;
  expect(response.status()).toBe(200);
  const { call_id: callId } = (await response.json()) as { call_id: number };
  const requestedAt = Date.now();

  // At once in the client's calls panel, a bot call in progress (queued calls turn to dialling within a moment).
  await goInside(page, `/client/${clientId}/calls`);
  const row = getCallRow(page, callId);
  await row.waitFor();
  await row.getByRole('img', { name: 'Bot call' }).waitFor();
  await row.getByText('Call in progress').first().waitFor();
  await screenshot(page, 'call-now-in-progress');

  const states = await followBotCall(admin.email, callId, 45_000);
  const final = states.at(-1);
  expect(states.map((state) => state.status)).toContain('in-progress');
  expect(final).toMatchObject({
    status: 'completed',
    end_reason: 'completed',
    next_attempt_at: null,
    attempts: [{ attempt: 1, status: 'completed', end_reason: 'completed' }],
  });
  // The persona's answer to the language question, heard through the recogniser.
  expect(final?.answers).toHaveLength(1);
  expect(final?.answers[0]).toMatchObject({ name: 'language', input: 'speech', vertex: 'auto_generated_2' });
  expect(final?.answers[0]?.value.toLowerCase()).toBe('english');

  // The panel follows by itself: the row opens once the call is over.
  await row.getByRole('link', { name: `Call details of call ${callId}` }).waitFor({ timeout: 20_000 });
  // The recording is stored a moment after the conference ends (as a real backend's recording callback comes after
  // the call): waited for on the call's record, then the panel is read again for the row's player.
  const recordedBy = Date.now() + 15_000;
  for (;;) {
    const call = await callApi<{ was_recorded: boolean; temp_download_link: string | null }>({
      as: admin.email,
      method: 'GET',
      path: `/api/user/patient/${clientId}/call/${callId}`,
    });
    if (call.was_recorded && call.temp_download_link) break;
    if (Date.now() > recordedBy) throw new Error(`call ${callId} has no recording 15 s after it ended`);
    await page.waitForTimeout(500);
  }
  await page.reload();
  const player = row.locator('audio');
  await player.waitFor({ state: 'attached' });
  const source = await player.getAttribute('src');
  expect(source).toBeTruthy();
  const wav = await page.request.get(source as string);
  expect(wav.status()).toBe(200);
  const measures = measureRecording(new Uint8Array(await wav.body()));
  expect(measures.channels).toBe(2);
  // Both voices are on the recording: the persona (left) and the bot (right).
  expect(measures.leftRms).toBeGreaterThan(100);
  expect(measures.rightRms).toBeGreaterThan(100);
  const callSeconds = (Date.now() - requestedAt) / 1000;
  expect(measures.seconds).toBeGreaterThan(4);
  expect(measures.seconds).toBeLessThan(callSeconds);
  await screenshot(page, 'call-now-completed');

  // The transcript opens from the row; its first line is the bot's greeting with the client's first name.
  const transcript = await callApi<{ transcriptionContent: { from: string; message: string }[] }>({
    as: admin.email,
    method: 'GET',
    path: `/api/user/patient/${clientId}/call/${callId}/transcription`,
  });
  const greeting = GREETING.replace('{first_name}', client.firstName);
  expect(transcript.transcriptionContent.find((line) => line.from === 'CALLER')?.message).toBe(greeting);
  expect(transcript.transcriptionContent.some((line) => line.from === 'PATIENT')).toBe(true);
  await row.getByRole('button', { name: `Open the transcript of call ${callId}` }).click();
  await page.getByRole('dialog').getByText(greeting).first().waitFor();
  await screenshot(page, 'call-now-transcript');
});

test('Call Now to a busy client of Demo Care North: tried again by the organization’s policy, then ended unanswered', async ({
  page,
}) => {
  const northAdmin = DEMO_USERS.northAdmin;
  const { id: clientId, client } = await findDemoClient(northAdmin.email, 'busy', 0, 'Demo Care North');
  const { questionnaires } = await callApi<{ questionnaires: { id: number; name: string; archive?: boolean }[] }>({
    as: northAdmin.email,
    method: 'GET',
    path: '/bot/questionnaire',
  });
  const weekly = questionnaires.find((entry) => entry.name === 'Weekly check-in');
  if (!weekly) throw new Error('the Weekly check-in is not offered to Demo Care North');
  const phone = client.phones.find((entry) => entry.isDefault) ?? client.phones[0];
  if (!phone) throw new Error(`${client.externalId} has no phone`);
  const { call_id: callId } = await callApi<{ call_id: number }>({
    as: northAdmin.email,
    method: 'POST',
    path: '/bot/call',
    body: { patientId: clientId, phoneNumber: `${phone.countryCode}${phone.number}`, questionnaireId: weekly.id },
  });

  // Demo Care North retries busy calls twice, six seconds apart (AutomaticCalls.retry.delayMinutes 0.1).
  const states = await followBotCall(northAdmin.email, callId, 45_000);
  const waits = states.filter((state) => state.status === 'queued' && state.next_attempt_at !== null);
  expect(waits.map((state) => state.attempts.length)).toEqual([1, 2]);
  for (const wait of waits) {
    const ended = wait.attempts.at(-1)?.ended_at;
    const gap = Date.parse(wait.next_attempt_at as string) - Date.parse(ended as string);
    expect(gap).toBe(6_000);
    expect(wait.end_reason).toBe('busy');
  }
  const final = states.at(-1);
  expect(final).toMatchObject({ status: 'busy', end_reason: 'busy', next_attempt_at: null, answers: [] });
  expect(final?.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
    [1, 'busy'],
    [2, 'busy'],
    [3, 'busy'],
  ]);
  // Each retry waited for its time.
  const starts = final?.attempts.map((attempt) => Date.parse(attempt.started_at)) ?? [];
  for (let index = 1; index < starts.length; index += 1)
    expect((starts[index] ?? 0) - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(6_000);

  // One row for the whole call, not answered, with no recording.
  await signInToPortal(page, northAdmin, { path: `/client/${clientId}/calls`, trustedDevice: true });
  const row = getCallRow(page, callId);
  await row.getByText('Not answered').waitFor();
  expect(await page.getByRole('region', { name: 'Calls' }).locator(`tbody tr[data-call-id="${callId}"]`).count()).toBe(
    1,
  );
  const record = await callApi<{ patient_dial_status: string; was_recorded: boolean; completed: boolean }>({
    as: northAdmin.email,
    method: 'GET',
    path: `/api/user/patient/${clientId}/call/${callId}`,
  });
  expect(record).toMatchObject({ patient_dial_status: 'busy', was_recorded: false, completed: false });
  await screenshot(page, 'call-now-busy-retried');
});
