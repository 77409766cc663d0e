import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { findDemoClient, waitForInboundSpeech, watchPeerConnections } from '../harness/callAudio.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { launchCallBrowser } from '../harness/launchBrowser.ts';
import {
  createQuestionnaireThroughApi,
  getAction,
  getDialog,
  openFromTree,
  openQuestionnaireEditor,
} from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { test as baseTest } from '../harness/test.ts';
import { uniqueName } from '../harness/uniqueName.ts';
import { writeSpeechWav } from '../harness/writeSpeechWav.ts';

/** The admin's page has a microphone that speaks (the admin playing the client) and plays what it receives. */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from its destructuring pattern
const test = baseTest.override('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await launchCallBrowser(writeSpeechWav('English, please.', { pauseSeconds: 1.5 }));
  onCleanup(() => browser.close());
  return browser;
});

const GREETING = 'Hello {first_name}, this is your care team with a dry run check-in.';

/** A greeting naming the client, the language question, and a goodbye: a short questionnaire to run dry. */
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

test('an admin dry-runs a questionnaire from the editor: the dialog rings, is answered by keyboard, plays the bot, shows the transcript with the client’s name, hangs up and shows the outcome', async ({
  page,
}) => {
  const admin = DEMO_USERS.admin;
  const name = uniqueName('Dry run check-in');
  await createShortQuestionnaire(name);
  // A client whose own phone never answers: had the dry run dialled it, nothing would ring in the dialog.
  const { id: clientId, client } = await findDemoClient(admin.email, 'no-answer');
  await watchPeerConnections(page);
  await openQuestionnaireEditor(page, admin, clientId);
  await openFromTree(page, name);

  await getAction(page, 'Dry run').click();
  const dialog = getDialog(page, 'Dry run');
  const status = dialog.getByRole('status').filter({ hasText: /./ }).first();
  await dialog.getByText('Your line is ready. Choose a client and start the dry run.').waitFor();
  expect(await dialog.locator('.cc-dry-run__status').getAttribute('aria-live')).toBe('polite');
  // The client of the page the editor is open on is chosen already.
  const clients = dialog.getByRole('combobox', { name: 'Client' });
  expect(await clients.inputValue()).toBe(String(clientId));
  expect(await findSeriousAxeViolations(page, '.cc-dry-run')).toEqual([]);

  // Keyboard only: the dry run is started and answered with Enter.
  const started = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/bot/dryRun',
  );
  await dialog.getByRole('button', { name: 'Start dry run' }).focus();
  await page.keyboard.press('Enter');
  const response = await started;
  expect(response.status()).toBe(200);
  const { call_id: callId } = (await response.json()) as { call_id: number };

  const answer = dialog.getByRole('button', { name: 'Answer' });
  await answer.waitFor({ timeout: 20_000 });
  expect(await status.textContent()).toContain('ringing');
  expect(await findSeriousAxeViolations(page, '.cc-dry-run')).toEqual([]);
  await screenshot(page, 'dry-run-ringing');
  await answer.focus();
  await page.keyboard.press('Enter');
  await dialog.getByText('On the call with the bot.').waitFor({ timeout: 15_000 });

  // The bot is heard in the admin's browser, and its first line names the client.
  const heard = await waitForInboundSpeech(page, 15_000);
  expect(heard.packets).toBeGreaterThan(0);
  expect(heard.energy).toBeGreaterThan(0);
  const greeting = GREETING.replace('{first_name}', client.firstName);
  await dialog.getByText(greeting).waitFor({ timeout: 15_000 });
  expect(await findSeriousAxeViolations(page, '.cc-dry-run')).toEqual([]);
  await screenshot(page, 'dry-run-in-call');

  await dialog.getByRole('button', { name: 'Hang up' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByText('The dry run has ended.').waitFor({ timeout: 15_000 });
  const outcome = dialog.getByRole('region', { name: 'Outcome' });
  await outcome.getByText(/^Ended: /).waitFor();
  await outcome.getByRole('link', { name: 'Open the recording' }).waitFor({ timeout: 20_000 });
  expect(await findSeriousAxeViolations(page, '.cc-dry-run')).toEqual([]);
  await screenshot(page, 'dry-run-outcome');

  // The call was the admin's browser, never the client's phone: flagged a dry run, holding no number.
  const record = await callApi<{ is_dry_run?: boolean; patient_phone?: string | null }>({
    as: admin.email,
    method: 'GET',
    path: `/api/user/patient/${clientId}/call/${callId}`,
  });
  expect(record).toMatchObject({ is_dry_run: true, patient_phone: null });
});
