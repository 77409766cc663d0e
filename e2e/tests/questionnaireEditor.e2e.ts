import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import {
  addQuestionnaire,
  addSay,
  choose,
  chooseMany,
  clickVertex,
  confirmDialog,
  createQuestionnaireThroughApi,
  fillPlaceholderWithSay,
  findClient,
  getAction,
  getDialog,
  getField,
  getHeading,
  getTreeItem,
  getVertex,
  getVertices,
  isWithin,
  openFromTree,
  openQuestionnaireEditor,
  saveQuestionnaire,
  setStartAndComplete,
} from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { test } from '../harness/test.ts';
import { uniqueName } from '../harness/uniqueName.ts';
import { writeWavFile } from '../harness/writeWavFile.ts';

test('a questionnaire authored from nothing is saved and is intact after a reload', async ({ page }) => {
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await screenshot(page, 'questionnaire-editor-empty');
  const name = uniqueName('Morning check');
  await addQuestionnaire(page, name);
  await screenshot(page, 'questionnaire-editor-new');

  await addSay(page, 'Good morning, {first_name}.');
  // The say's one placeholder child becomes the yes/no question.
  await clickVertex(page, 'auto_generated_2');
  const ask = getDialog(page, 'Create vertex');
  await choose(ask, 'Vertex type', 'Ask');
  await getField(ask, 'Name').fill('slept_well');
  await getField(ask, 'Question').fill('Did you sleep well?');
  await choose(ask, 'Answer type', 'Yes / No');
  await screenshot(page, 'questionnaire-vertex-dialog');
  await confirmDialog(ask);
  await getVertices(page, 'ask', 'Did you sleep well?').waitFor();
  // One placeholder per answer.
  await expect.poll(() => getVertices(page, 'placeholder').count()).toBe(2);

  await fillPlaceholderWithSay(page, 'auto_generated_3', 'Glad to hear it.');
  await fillPlaceholderWithSay(page, 'auto_generated_4', 'Sorry to hear that.');
  await clickVertex(page, 'auto_generated_5');
  const terminate = getDialog(page, 'Create vertex');
  await choose(terminate, 'Vertex type', 'Terminate call');
  await getField(terminate, 'Name').fill('goodbye');
  await confirmDialog(terminate);
  await getVertices(page, 'terminate_call', 'goodbye').waitFor();

  // Both says end the call: the second one through an edge of its own.
  await getAction(page, 'Add edge').click();
  const edge = getDialog(page, 'Add edge');
  await choose(edge, 'From', 'auto_generated_4 ');
  await choose(edge, 'To', 'auto_generated_5 ');
  await screenshot(page, 'questionnaire-edge-dialog');
  await confirmDialog(edge);
  await page.locator('.react-flow__edge').nth(4).waitFor();

  await getAction(page, 'Select start/end vertex').click();
  await screenshot(page, 'questionnaire-start-end-dialog');
  await setStartAndComplete(page, 'auto_generated_1', ['auto_generated_5'], { alreadyOpen: true });
  // The view follows the last added vertex; fitting brings the start back, since only visible vertices are drawn.
  await getAction(page, 'Fit to view').click();
  await getVertex(page, 'auto_generated_1').getByText('start', { exact: true }).waitFor();
  await getVertex(page, 'auto_generated_5').getByText('end', { exact: true }).waitFor();
  // The marks are readable, not cut off by the vertex's edge, even beside a long kind and a generated name.
  expect(
    await isWithin(
      getVertex(page, 'auto_generated_5').getByText('end', { exact: true }),
      getVertex(page, 'auto_generated_5'),
    ),
  ).toBe(true);
  expect(
    await isWithin(
      getVertex(page, 'auto_generated_1').getByText('start', { exact: true }),
      getVertex(page, 'auto_generated_1'),
    ),
  ).toBe(true);
  await screenshot(page, 'questionnaire-editor');

  const id = await saveQuestionnaire(page, name);
  expect(id).toBeGreaterThan(0);

  await page.reload();
  await openFromTree(page, name);
  await getVertices(page, 'say', 'Good morning, {first_name}.').waitFor();
  await getVertices(page, 'ask', 'Did you sleep well?').waitFor();
  await getVertices(page, 'say', 'Glad to hear it.').waitFor();
  await getVertices(page, 'say', 'Sorry to hear that.').waitFor();
  await getVertices(page, 'terminate_call', 'goodbye').waitFor();
  // Placeholders are never saved; the five authored vertices and their five edges are.
  expect(await getVertices(page, 'placeholder').count()).toBe(0);
  expect(await page.locator('.react-flow__node').count()).toBe(5);
  expect(await page.locator('.react-flow__edge').count()).toBe(5);
  await getVertex(page, 'auto_generated_1').getByText('start', { exact: true }).waitFor();
  await getVertex(page, 'auto_generated_5').getByText('end', { exact: true }).waitFor();
  await page.getByText(`id ${id}`, { exact: true }).first().waitFor();
  await screenshot(page, 'questionnaire-editor-saved');
});

test('after a save the editor shows the stored questionnaire: its placeholders are gone at once', async ({ page }) => {
  const name = uniqueName('Stored view');
  const id = await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name });
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, name);
  await getAction(page, 'Edit').click();
  // Each new say comes with a placeholder child: placeholders are part of the working copy, never of what is stored.
  await addSay(page, 'First added say.');
  await addSay(page, 'Second added say.');
  await expect.poll(() => getVertices(page, 'placeholder').count()).toBe(2);
  await screenshot(page, 'questionnaire-before-save-placeholders');

  expect(await saveQuestionnaire(page, name)).toBe(id);
  // No reload: the view mode that follows the save draws the document the server stored.
  await expect.poll(() => getVertices(page, 'placeholder').count()).toBe(0);
  const stored = await callApi<{ version: number; nodes: { v: string }[]; edges: unknown[] }>({
    as: DEMO_USERS.admin.email,
    method: 'GET',
    path: `/bot/questionnaire/${id}`,
  });
  expect(stored.version).toBe(2);
  // Only the vertices in view are drawn: fitting shows them all.
  await getAction(page, 'Fit to view').click();
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(stored.nodes.length);
  const shown = await page
    .locator('.react-flow__node [data-testid^="vertex-"]')
    .evaluateAll((vertices) => vertices.map((vertex) => vertex.getAttribute('data-testid')));
  expect(shown.sort()).toEqual(stored.nodes.map((vertex) => `vertex-${vertex.v}`).sort());
  expect(await page.locator('.react-flow__edge').count()).toBe(stored.edges.length);
  await getVertices(page, 'say', 'Second added say.').waitFor();
  await screenshot(page, 'questionnaire-after-save-stored');
});

test('saving warns of a missing starting vertex and of multi-branch answers without a follow-up', async ({ page }) => {
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  const name = uniqueName('Symptoms triage');
  await addQuestionnaire(page, name);
  await addSay(page, 'Let us talk about how you feel.');

  await getAction(page, 'Create questionnaire').click();
  const startEnd = getDialog(page, 'Start and complete vertices');
  await startEnd.getByText('missing starting vertex', { exact: true }).waitFor();
  await screenshot(page, 'questionnaire-missing-start');
  await setStartAndComplete(page, 'auto_generated_1', ['auto_generated_1'], { alreadyOpen: true });

  await clickVertex(page, 'auto_generated_2');
  const ask = getDialog(page, 'Create vertex');
  await choose(ask, 'Vertex type', 'Ask');
  await getField(ask, 'Name').fill('symptom');
  await getField(ask, 'Question').fill('What troubles you most today?');
  await choose(ask, 'Answer type', 'Multi branch');
  await choose(ask, 'Hint group', /./);
  await chooseMany(ask, 'Branch 1', [/./]);
  await ask.getByRole('button', { name: 'Add branch' }).click();
  await chooseMany(ask, 'Branch 2', [/./]);
  // The unknown text follows the branches: 'Please say X or Y'.
  expect(await getField(ask, 'Unknown text').inputValue()).toMatch(/^Please say .+ or .+/);
  await screenshot(page, 'questionnaire-multi-branch-dialog');
  await confirmDialog(ask);
  await getVertices(page, 'ask', 'What troubles you most today?').waitFor();
  await expect.poll(() => getVertices(page, 'placeholder').count()).toBe(2);

  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/bot/questionnaire') posted = true;
  });
  await getAction(page, 'Create questionnaire').click();
  await page.getByText('multi branch missing edges', { exact: true }).waitFor();
  await page
    .getByText('The questionnaire cannot be saved because one or more multi branches are missing a follow-up node.')
    .waitFor();
  await screenshot(page, 'questionnaire-multi-branch-missing-edges');
  // Nothing was sent, and the edits are all still there.
  expect(posted).toBe(false);
  await page.getByText('not saved yet', { exact: true }).waitFor();
  expect(await getVertices(page, 'ask').count()).toBe(1);
});

test('undo and redo, by keyboard and by button, walk an edit back and forth in the graph', async ({ page }) => {
  const name = uniqueName('Undo walk');
  await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name });
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, name);
  const before = `Hello from ${name}.`;
  const after = 'Hello again, {first_name}.';
  await getVertices(page, 'say', before).waitFor();

  await getAction(page, 'Edit').click();
  await clickVertex(page, 'auto_generated_1');
  const dialog = getDialog(page, 'Edit vertex');
  await getField(dialog, 'Message').fill(after);
  await confirmDialog(dialog);
  await getVertices(page, 'say', after).waitFor();
  await page.getByText('unsaved changes', { exact: true }).waitFor();
  const undo = getAction(page, 'Undo');
  const redo = getAction(page, 'Redo');
  expect(await redo.isDisabled()).toBe(true);

  // The shortcuts are ignored while typing in a field: leave the find box first.
  await getHeading(page, name).click();
  await page.keyboard.press('Control+z');
  await getVertices(page, 'say', before).waitFor();
  expect(await getVertices(page, 'say', after).count()).toBe(0);
  // Back at what was loaded: nothing is unsaved any more.
  await page.getByText('unsaved changes', { exact: true }).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+Shift+z');
  await getVertices(page, 'say', after).waitFor();
  expect(await getVertices(page, 'say', before).count()).toBe(0);

  await undo.click();
  await getVertices(page, 'say', before).waitFor();
  expect(await undo.isDisabled()).toBe(true);
  await redo.click();
  await getVertices(page, 'say', after).waitFor();
  expect(await redo.isDisabled()).toBe(true);
  await screenshot(page, 'questionnaire-undo-redo');
});

test('a recording vertex takes an uploaded WAV file and is saved; a text file is refused', async ({ page }) => {
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  const name = uniqueName('Recorded greeting');
  await addQuestionnaire(page, name);

  await getAction(page, 'Add vertex').click();
  const dialog = getDialog(page, 'Add vertex');
  await choose(dialog, 'Vertex type', 'Recording');
  await getField(dialog, 'Name').fill('welcome_tone');
  await getField(dialog, 'Transcription').fill('A short tone, then our welcome.');
  const file = getField(dialog, 'Recording file');

  const notes = writeWavFile('notes.txt');
  await file.setInputFiles(notes);
  await dialog.getByText('notes.txt is not an .mp3 or .wav file', { exact: true }).waitFor();
  await screenshot(page, 'questionnaire-recording-refused');

  const uploaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/bot/questionnaire/recording',
  );
  await file.setInputFiles(writeWavFile('welcome-tone.wav'));
  expect((await uploaded).status()).toBe(200);
  await dialog.getByText('Uploaded: welcome-tone.wav', { exact: true }).waitFor();
  // The player plays what the server stored: the half-second tone.
  const player = dialog.getByLabel('Play the recording');
  await expect
    .poll(() => player.evaluate((audio) => (audio instanceof HTMLAudioElement ? audio.duration : Number.NaN)))
    .toBeCloseTo(0.5, 1);
  expect(await dialog.getByText('notes.txt is not an .mp3 or .wav file').count()).toBe(0);
  await screenshot(page, 'questionnaire-recording-uploaded');
  await confirmDialog(dialog);
  await getVertices(page, 'recording', 'A short tone, then our welcome.').waitFor();

  await fillPlaceholderWithSay(page, 'auto_generated_2', 'Thank you for listening.');
  await setStartAndComplete(page, 'auto_generated_1', ['auto_generated_2']);
  await saveQuestionnaire(page, name);
  await page.reload();
  await openFromTree(page, name);
  await getVertices(page, 'recording', 'A short tone, then our welcome.').waitFor();
  await getAction(page, 'Edit').click();
  await clickVertex(page, 'auto_generated_1');
  const stored = getDialog(page, 'Edit vertex');
  await stored.getByText('A recording is uploaded; choose a file to replace it').waitFor();
  await stored.getByLabel('Play the recording').waitFor();
});

test('leaving an edited questionnaire for another asks first; a removed edge and a new language are saved', async ({
  page,
}) => {
  const name = uniqueName('Bilingual reminder');
  const other = uniqueName('Bilingual other');
  await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name });
  await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name: other });
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, name);
  const edges = page.locator('.react-flow__edge');
  expect(await edges.count()).toBe(1);

  await getAction(page, 'Edit').click();
  await getAction(page, 'Remove edge').click();
  const remove = getDialog(page, 'Remove edge');
  await choose(remove, 'From', 'auto_generated_1 ');
  await choose(remove, 'To', 'auto_generated_2 ');
  await screenshot(page, 'questionnaire-remove-edge-dialog');
  await confirmDialog(remove);
  await expect.poll(() => edges.count()).toBe(0);

  // Another questionnaire while editing: the discard dialog, and Cancel keeps every edit.
  await getTreeItem(page, other).click();
  const discard = getDialog(page, 'Discard changes');
  await discard.getByText('The questionnaire you are editing has unsaved changes. Discard them?').waitFor();
  await screenshot(page, 'questionnaire-discard-dialog');
  await confirmDialog(discard, 'Cancel');
  await getHeading(page, name).waitFor();
  expect(await edges.count()).toBe(0);

  await getAction(page, 'Undo').click();
  await expect.poll(() => edges.count()).toBe(1);
  await getAction(page, 'Settings').click();
  const settings = getDialog(page, 'Settings');
  await settings.getByRole('checkbox', { name: 'Spanish' }).check();
  await screenshot(page, 'questionnaire-settings-dialog');
  await confirmDialog(settings);
  const id = await saveQuestionnaire(page, name);
  // English and Spanish: English is the main language, and the questionnaire is multi-language.
  const saved = await callApi<{ language: string; is_multiple_languages: boolean; edges: unknown[] }>({
    as: DEMO_USERS.admin.email,
    method: 'GET',
    path: `/bot/questionnaire/${id}`,
  });
  expect(saved).toMatchObject({ language: 'en-US', is_multiple_languages: true });
  expect(saved.edges).toHaveLength(1);

  // Edit mode alone is enough to ask; Yes opens the other one in view mode.
  await getAction(page, 'Edit').click();
  await getTreeItem(page, other).click();
  await confirmDialog(getDialog(page, 'Discard changes'), 'Yes');
  await getHeading(page, other).waitFor();
  await getAction(page, 'Edit').waitFor();
});

test('a save refused because someone else saved first keeps the edits until the author reloads', async ({ page }) => {
  const name = uniqueName('Shared reminder');
  const id = await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name });
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, name);
  await getAction(page, 'Edit').click();
  await clickVertex(page, 'auto_generated_1');
  const dialog = getDialog(page, 'Edit vertex');
  await getField(dialog, 'Message').fill('Mine: hello, {first_name}.');
  await confirmDialog(dialog);
  await getVertices(page, 'say', 'Mine: hello, {first_name}.').waitFor();

  // Meanwhile a colleague saves version 2.
  await createQuestionnaireThroughApi({
    as: DEMO_USERS.admin.email,
    name,
    greeting: 'Theirs: good day, {first_name}.',
    replace: { id, version: 1 },
  });
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/bot/questionnaire',
  );
  await getAction(page, 'Create questionnaire').click();
  expect((await refused).status()).toBe(409);
  const conflict = getDialog(page, 'Someone else saved first');
  await conflict.getByText(/changed and saved by someone else while you were editing/).waitFor();
  await screenshot(page, 'questionnaire-version-conflict');
  await confirmDialog(conflict, 'Keep editing');
  await getVertices(page, 'say', 'Mine: hello, {first_name}.').waitFor();
  await page.getByText('unsaved changes', { exact: true }).waitFor();

  await getAction(page, 'Create questionnaire').click();
  await confirmDialog(getDialog(page, 'Someone else saved first'), 'Reload and discard my changes');
  await getVertices(page, 'say', 'Theirs: good day, {first_name}.').waitFor();
  expect(await getVertices(page, 'say', 'Mine: hello, {first_name}.').count()).toBe(0);
  await getAction(page, 'Edit').waitFor();
});
