import type { Locator, Page } from 'playwright-core';
import { callApi } from './callApi.ts';
import type { DemoUser } from './demoUsers.ts';
import { signInToPortal } from './signInToPortal.ts';

/** A client as `GET /api/user/patient` lists it: enough to open its page and choose whom Call Now may phone. */
export interface ListedClient {
  patient_id: number;
  first_name: string;
  last_name: string;
  phones?: unknown[];
  consent?: string | null;
  active?: number;
}

/**
 * A client of the account's selected organization (or of `organizationId`), preferably one who consented and has a
 * phone, so Call Now can reach them; the editor itself works on any client's page.
 */
export async function findClient(as: string, organizationId?: number): Promise<ListedClient> {
  const { patients } = await callApi<{ patients: ListedClient[] }>({
    as,
    method: 'GET',
    path: '/api/user/patient',
    ...(organizationId === undefined ? {} : { organizationId }),
  });
  const reachable = (patient: ListedClient) =>
    (patient.phones ?? []).length > 0 && patient.consent === 'accepted' && patient.active === 1;
  const found = patients.find(reachable) ?? patients[0];
  if (!found) throw new Error(`${as} sees no client`);
  return found;
}

/** Options of {@link createQuestionnaireThroughApi}. */
export interface ApiQuestionnaireOptions {
  as: string;
  name: string;
  type?: 'none' | 'embedded' | 'diagnosis' | 'operational' | 'personal';
  organizationId?: number;
  /** What the greeting says; `Hello from <name>.` by default. */
  greeting?: string;
  /** Replaces this stored questionnaire instead of creating one, based on `version`. */
  replace?: { id: number; version: number };
  /** The whole graph instead of the greeting and the end of the call (then `greeting` is not used). */
  graph?: {
    starting_node: string;
    complete_node: string[];
    nodes: { v: string; value: Record<string, unknown> }[];
    edges: { v: string; w: string; name: string; value: unknown[] }[];
  };
}

/**
 * Saves a small questionnaire (a greeting, then the end of the call, unless `graph` is given) through
 * `POST /bot/questionnaire`, for tests
 * whose subject is what happens to an existing questionnaire rather than its authoring, or someone else's save.
 * Answers its id.
 */
export async function createQuestionnaireThroughApi(options: ApiQuestionnaireOptions): Promise<number> {
  const type = options.type ?? 'none';
  const graph = options.graph ?? {
    starting_node: 'auto_generated_1',
    complete_node: ['auto_generated_2'],
    nodes: [
      { v: 'auto_generated_1', value: { say: { message: options.greeting ?? `Hello from ${options.name}.` } } },
      { v: 'auto_generated_2', value: { terminate_call: { name: 'goodbye' } } },
    ],
    edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
  };
  const saved = await callApi<{ id: number }>({
    as: options.as,
    method: 'POST',
    path: '/bot/questionnaire',
    ...(options.organizationId === undefined ? {} : { organizationId: options.organizationId }),
    body: {
      ...(options.replace ?? {}),
      questionnaireName: options.name,
      type,
      language: 'en-US',
      is_multiple_languages: false,
      shadowQuestionnaireId: 0,
      is_sub_questionnaire: type !== 'none',
      archive: false,
      questionnaire: {
        options: { directed: true, multigraph: true, compound: false },
        value: { starting_node: graph.starting_node, complete_node: graph.complete_node, sub_questionnaires: [] },
        nodes: graph.nodes,
        edges: graph.edges,
      },
    },
  });
  return saved.id;
}

/** Signs in straight to a client's Questionnaires section and waits for the questionnaire tree to list something. */
export async function openQuestionnaireEditor(page: Page, user: DemoUser, clientId: number): Promise<void> {
  await signInToPortal(page, user, { path: `/client/${clientId}/botcalls`, trustedDevice: true });
  await getTree(page).getByRole('button').first().waitFor();
}

/** The questionnaire tree menu. */
export function getTree(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Questionnaires' });
}

/** Escapes text for a regular expression, so names with dots or brackets match literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A questionnaire's row in the tree, by its whole name (the row also reads its id and language). */
export function getTreeItem(page: Page, name: string): Locator {
  return getTree(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} id \\d+`) });
}

/** Opens a questionnaire from the tree and waits for its header. */
export async function openFromTree(page: Page, name: string): Promise<void> {
  await getTreeItem(page, name).click();
  await getHeading(page, name).waitFor();
}

/** The open questionnaire's name in the header bar. */
export function getHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { name, level: 2, exact: true });
}

/** A button of the action bar by its exact name. */
export function getAction(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'Questionnaire actions' }).getByRole('button', { name, exact: true });
}

/** A dialog by its title; confirmations are alert dialogs. */
export function getDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
}

/** A vertex of the graph by its name (`data-testid="vertex-<name>"`). */
export function getVertex(page: Page, name: string): Locator {
  return page.getByTestId(`vertex-${name}`);
}

/** The graph's vertices of one kind (`data-kind`), optionally only those showing a text. */
export function getVertices(page: Page, kind: string, text?: string): Locator {
  const vertices = page.locator(`.react-flow__node [data-kind="${kind}"]`);
  return text === undefined ? vertices : vertices.filter({ hasText: text });
}

/** A field by its whole label, with or without the required marker. */
export function getField(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

function toOptionName(option: string | RegExp): RegExp {
  return typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}`) : option;
}

/** Opens a PrimeReact dropdown by its label and picks an option by the start of its text (or a pattern). */
export async function choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await getField(scope, label).locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  const panel = scope.page().locator('.p-dropdown-panel');
  await panel
    .getByRole('option', { name: toOptionName(option) })
    .first()
    .click();
  await panel.waitFor({ state: 'detached' });
}

/** Opens a PrimeReact multi-select by its label, ticks options by the start of their text, and closes it. */
export async function chooseMany(scope: Locator, label: string, options: (string | RegExp)[]): Promise<void> {
  await getField(scope, label).locator('xpath=ancestor::div[contains(@class,"p-multiselect")][1]').click();
  const panel = scope.page().locator('.p-multiselect-panel');
  for (const option of options) {
    const item = panel.getByRole('option', { name: toOptionName(option), selected: false }).first();
    await item.click();
  }
  await panel.locator('.p-multiselect-close').click();
  await panel.waitFor({ state: 'detached' });
}

/** Presses a dialog's button (Confirm by default) and waits for the dialog to close. */
export async function confirmDialog(dialog: Locator, label = 'Confirm'): Promise<void> {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Clicks a vertex of the graph (in edit mode this opens its dialog) after bringing it to the middle of the graph with
 * the find box, as an author does when the vertex is off screen or under the minimap.
 */
export async function clickVertex(page: Page, name: string): Promise<void> {
  const find = page.getByRole('searchbox', { name: 'Find a vertex' });
  await find.fill(name);
  await find.press('Enter');
  await getVertex(page, name).click();
}

/** The + of the tree, the name prompt, and the empty new questionnaire in edit mode. */
export async function addQuestionnaire(page: Page, name: string): Promise<void> {
  await getTree(page).getByRole('button', { name: 'Add questionnaire' }).click();
  const prompt = getDialog(page, 'Add questionnaire');
  await getField(prompt, 'Questionnaire name').fill(name);
  await confirmDialog(prompt, 'Add');
  await getHeading(page, name).waitFor();
  await page.getByText('No vertices yet').waitFor();
}

/** Add vertex → Say with a message, and waits for the graph to show it. */
export async function addSay(page: Page, message: string): Promise<void> {
  await getAction(page, 'Add vertex').click();
  const dialog = getDialog(page, 'Add vertex');
  await choose(dialog, 'Vertex type', 'Say');
  await getField(dialog, 'Message').fill(message);
  await confirmDialog(dialog);
  await getVertices(page, 'say', message).waitFor();
}

/** Turns a placeholder into a say vertex through its 'Create vertex' dialog. */
export async function fillPlaceholderWithSay(page: Page, placeholder: string, message: string): Promise<void> {
  await clickVertex(page, placeholder);
  const dialog = getDialog(page, 'Create vertex');
  await choose(dialog, 'Vertex type', 'Say');
  await getField(dialog, 'Message').fill(message);
  await confirmDialog(dialog);
  await getVertices(page, 'say', message).waitFor();
}

/** Sets the starting vertex and the complete vertices through 'Select start/end vertex' (or an open dialog). */
export async function setStartAndComplete(
  page: Page,
  start: string,
  complete: string[],
  options: { alreadyOpen?: boolean } = {},
): Promise<void> {
  if (!options.alreadyOpen) await getAction(page, 'Select start/end vertex').click();
  const dialog = getDialog(page, 'Start and complete vertices');
  await choose(dialog, 'Starting vertex', `${start} `);
  await chooseMany(
    dialog,
    'Complete vertices',
    complete.map((name) => `${name} `),
  );
  await confirmDialog(dialog);
}

/** Saves (the edit mode's 'Create questionnaire') and waits for the server's answer and the success toast. */
export async function saveQuestionnaire(page: Page, name: string): Promise<number> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/bot/questionnaire',
  );
  await getAction(page, 'Create questionnaire').click();
  const response = await saved;
  if (response.status() !== 200) throw new Error(`the save answered ${response.status()}: ${await response.text()}`);
  await page.getByText(`"${name}" was saved.`).waitFor();
  await getAction(page, 'Edit').waitFor();
  return ((await response.json()) as { id: number }).id;
}

/** Whether an element is drawn wholly inside another (not clipped by its overflow, nor scrolled out of it). */
export async function isWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (a === null || b === null) return false;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}
