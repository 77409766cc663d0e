import { type Patient, settingsSchema, type UserSession } from '@carecall/api-client';
import { addVertex, type Questionnaire, type QuestionnaireInput } from '@carecall/graph-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS, buildStoredClient } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { createEditorStore, type EditorStore } from './editor/createEditorStore.ts';
import { QuestionnaireEditorScreen } from './QuestionnaireEditorScreen.tsx';

// React Flow measures its nodes; jsdom measures nothing, so give it sizes (React Flow's own testing advice).
beforeAll(() => {
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnlyStub {
    m22: number;
    constructor(transform: string) {
      const scale = transform?.match(/scale\(([1-9.]+)\)/)?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 800 },
    offsetWidth: { configurable: true, get: () => 1200 },
  });
});

const CLIENT: Patient = buildStoredClient({
  patientDetails: { first_name: 'Takeshi', last_name: 'Sato', external_id: 'DC-1023' },
  patientSchedule: [],
});

const entry = (overrides: Record<string, unknown>) => ({
  organization_id: 1,
  type: 'none',
  language: 'en-US',
  archive: false,
  shadow_questionnaire_id: 0,
  version: 1,
  read_only: false,
  ...overrides,
});

const LIST = [
  entry({ id: 4, name: 'Weekly check-in', version: 3, shadow_questionnaire_id: 12 }),
  entry({ id: 7, name: 'diabetes follow-up', type: 'diagnosis', is_sub_questionnaire: true }),
  entry({ id: 8, name: 'Old survey', archive: true, language: 'es-US' }),
  entry({ id: 9, name: 'Parent flow', organization_id: 3, read_only: true }),
];

const DOCUMENT: QuestionnaireInput & { version: number; read_only: boolean } = {
  id: 4,
  questionnaire_name: 'Weekly check-in',
  organization_id: 1,
  version: 3,
  read_only: false,
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_2'],
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } },
    { v: 'auto_generated_2', value: { terminate_call: { name: 'bye' } } },
  ],
  edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
};

function setUp(backend: FakeBackend = createFakeBackend(), extra: React.ReactNode = null, user?: UserSession) {
  backend.on('GET /bot/questionnaire', { body: { questionnaires: LIST } });
  backend.on('GET /bot/questionnaire/4', { body: DOCUMENT });
  backend.on('GET /bot/questionnaire/9', {
    body: { ...DOCUMENT, id: 9, questionnaire_name: 'Parent flow', organization_id: 3, read_only: true },
  });
  const context = createTestRuntime({ backend, at: '/client/11/botcalls' });
  startSignedInSession(context.runtime, {
    settings: { ...ALL_ON_SETTINGS, 'AutomaticCalls.enabled': true },
    ...(user ? { user } : {}),
  });
  const store = createEditorStore();
  renderWithRuntime(
    <>
      {extra}
      <QuestionnaireEditorScreen patient={CLIENT} store={store} />
    </>,
    context.runtime,
  );
  return { ...context, store };
}

async function openWeeklyCheckIn() {
  await userEvent.click(await screen.findByRole('button', { name: /Weekly check-in/ }));
  await screen.findByRole('heading', { name: 'Weekly check-in' });
}

/** Adds a say vertex after the start, as the vertex dialog's confirm does. */
function addSayVertex(store: EditorStore) {
  act(() => {
    const result = addVertex(store.getState().document as Questionnaire, {
      kind: 'say',
      payload: { message: 'How are you today?' },
      from: { v: 'auto_generated_1' },
    });
    expect(store.apply(result)).toEqual({ ok: true });
  });
}

/**
 * A backend that stores a save of Weekly check-in as the next version and answers it from then on, marking each
 * stored say so that a test can tell the stored copy from the one the editor sent.
 */
function setUpStoringBackend(backend: FakeBackend) {
  const context = setUp(backend);
  backend.on('POST /bot/questionnaire', (request) => {
    const body = request.body as { questionnaire: { nodes: Questionnaire['nodes']; edges: Questionnaire['edges'] } };
    const nodes = body.questionnaire.nodes.map((node) =>
      node.v === 'auto_generated_3' ? { ...node, value: { say: { message: 'How are you today? (stored)' } } } : node,
    );
    backend.on('GET /bot/questionnaire/4', {
      body: { ...DOCUMENT, version: 4, nodes, edges: body.questionnaire.edges },
    });
    return { body: { id: 4, version: 4 } };
  });
  return context;
}

/** A backend whose save of a questionnaire is refused with this status and body. */
function createRefusingBackend(status: number, body: { error: string; code: string; [key: string]: unknown }) {
  return createFakeBackend({ 'POST /bot/questionnaire': { status, body } });
}

/** Opens Weekly check-in in edit mode, adds a say vertex and presses save. */
async function saveNewSayVertex(store: EditorStore) {
  await openWeeklyCheckIn();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  addSayVertex(store);
  await userEvent.click(screen.getByRole('button', { name: 'Create questionnaire' }));
}

describe('questionnaire editor screen', () => {
  const track = disposeRuntimeAfterEach();

  it('groups the questionnaires, hides empty groups and searches name, id and language', async () => {
    const { runtime } = setUp();
    track(runtime);
    const tree = await screen.findByRole('navigation', { name: 'Questionnaires' });
    await within(tree).findByText('Weekly check-in');
    const headings = [...tree.querySelectorAll('.cc-tree__heading')].map((node) => node.textContent);
    expect(headings).toEqual(['Dynamic', 'Diagnosis', 'Questionnaires', 'Archived']);
    expect(within(tree).getByText('shadow 12')).toBeTruthy();
    expect(within(tree).getAllByText('es')).toHaveLength(1);

    await userEvent.type(within(tree).getByRole('searchbox', { name: 'Search questionnaires' }), 'es');
    await waitFor(() => expect(within(tree).queryByText('Weekly check-in')).toBeNull());
    expect(within(tree).getByText('Old survey')).toBeTruthy();
    await userEvent.clear(within(tree).getByRole('searchbox'));
    await userEvent.type(within(tree).getByRole('searchbox'), '7');
    await waitFor(() => expect(within(tree).queryByText('Old survey')).toBeNull());
    expect(within(tree).getByText('diabetes follow-up')).toBeTruthy();
  });

  it('opens the Test panel in view and edit mode, marks the run’s vertex, and runs edits as they are made', async () => {
    const { store } = setUp();
    await openWeeklyCheckIn();
    const toggle = screen.getByRole('button', { name: 'Test' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // The panel loads on first use; in tests its first import is transformed then.
    const log = await screen.findByRole('log', { name: 'Test conversation' });
    // The open client answers: their first name fills the greeting.
    await within(log).findByText('Hello Takeshi.');
    await within(log).findByText('The call ended: terminated');
    // One vertex, the run's, is marked (checked together: the canvas re-renders while the run settles).
    await waitFor(() => {
      expect(screen.getByTestId('vertex-auto_generated_2').dataset.current).toBe('true');
      expect(document.querySelectorAll('[data-current="true"]')).toHaveLength(1);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    addSayVertex(store);
    await screen.findByText('The questionnaire changed, so the test started again.');
    expect(screen.getByRole('region', { name: 'Test' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close the test' }));
    expect(screen.queryByRole('log', { name: 'Test conversation' })).toBeNull();
    expect(document.querySelectorAll('[data-current="true"]')).toHaveLength(0);
  });

  it('opens a questionnaire, edits, undoes and redoes, and saves the prepared body with its version', async () => {
    const backend = createFakeBackend({ 'POST /bot/questionnaire': { body: { id: 4, version: 4 } } });
    const { runtime, store } = setUp(backend);
    track(runtime);
    await openWeeklyCheckIn();
    expect(await screen.findByTestId('vertex-auto_generated_1')).toBeTruthy();
    expect(screen.getByTestId('vertex-auto_generated_2').getAttribute('data-kind')).toBe('terminate_call');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    addSayVertex(store);
    expect(await screen.findByText('unsaved changes')).toBeTruthy();
    await screen.findByTestId('vertex-auto_generated_3');

    await userEvent.click(undo);
    await waitFor(() => expect(screen.queryByTestId('vertex-auto_generated_3')).toBeNull());
    expect(screen.queryByText('unsaved changes')).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    await screen.findByTestId('vertex-auto_generated_3');

    await userEvent.click(screen.getByRole('button', { name: 'Create questionnaire' }));
    await waitFor(() => expect(backend.calls('POST /bot/questionnaire')).toHaveLength(1));
    const body = backend.calls('POST /bot/questionnaire')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 4, version: 3, questionnaireName: 'Weekly check-in' });
    const graph = body.questionnaire as { nodes: { v: string }[]; edges: unknown[] };
    // Prepared: the new say's placeholder child is not saved.
    expect(graph.nodes.map((node) => node.v)).toEqual(['auto_generated_1', 'auto_generated_2', 'auto_generated_3']);
    expect(await screen.findByText('"Weekly check-in" was saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
    expect(store.getState()).toMatchObject({ mode: 'view', version: 4 });
  });

  it('shows the document as the server stored it after a save, not the working copy', async () => {
    const backend = createFakeBackend();
    const { runtime, store } = setUpStoringBackend(backend);
    track(runtime);
    await saveNewSayVertex(store);
    expect(await screen.findByText('"Weekly check-in" was saved.')).toBeTruthy();
    await waitFor(() => expect(store.getState()).toMatchObject({ mode: 'view', version: 4 }));
    const shown = store.getState().document;
    // The stored copy has no placeholder (the new say's child), and its say is the server's, as it answers it.
    expect(shown?.nodes.map((node) => node.v)).toEqual(['auto_generated_1', 'auto_generated_2', 'auto_generated_3']);
    expect(shown?.nodes[2]?.value).toEqual({ say: { message: 'How are you today? (stored)' } });
    expect(screen.queryByTestId('vertex-auto_generated_4')).toBeNull();
  });

  it('shows the server refusal and reverts the graph to what was loaded', async () => {
    const backend = createRefusingBackend(400, {
      error: 'Vertex auto_generated_3 is invalid',
      code: 'QUESTIONNAIRE_INVALID',
    });
    const { runtime, store } = setUp(backend);
    track(runtime);
    await saveNewSayVertex(store);
    expect(await screen.findByText('Vertex auto_generated_3 is invalid')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('vertex-auto_generated_3')).toBeNull());
    expect(store.getState()).toMatchObject({ mode: 'edit', dirty: false });
    expect(store.getState().document?.nodes).toHaveLength(2);
  });

  it('says when someone else saved first and keeps the edits until the user decides', async () => {
    const backend = createRefusingBackend(409, {
      error: 'The questionnaire changed',
      code: 'QUESTIONNAIRE_VERSION_CONFLICT',
    });
    const { runtime, store } = setUp(backend);
    track(runtime);
    await saveNewSayVertex(store);
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved first' });
    expect(store.getState().dirty).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(store.getState()).toMatchObject({ mode: 'edit', dirty: true });

    backend.on('GET /bot/questionnaire/4', { body: { ...DOCUMENT, version: 5 } });
    await userEvent.click(screen.getByRole('button', { name: 'Create questionnaire' }));
    const again = await screen.findByRole('alertdialog', { name: 'Someone else saved first' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reload and discard my changes' }));
    await waitFor(() => expect(store.getState()).toMatchObject({ mode: 'view', dirty: false, version: 5 }));
  });

  it('names whose save won and when, in the user’s time zone', async () => {
    const backend = createRefusingBackend(409, {
      error: 'The questionnaire changed',
      code: 'QUESTIONNAIRE_VERSION_CONFLICT',
      currentVersion: 5,
      changedBy: { user_id: 1, first_name: 'Sam', last_name: 'Super' },
      changedAt: '2026-03-01T09:30:00.000Z',
      current: { id: 4, version: 5 },
    });
    const { runtime, store } = setUp(backend);
    track(runtime);
    await saveNewSayVertex(store);
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved first' });
    // The settings' zone is UTC here.
    expect(dialog.textContent).toContain(
      'This questionnaire was changed and saved by someone else while you were editing: Sam Super, on Mar 1, 2026 09:30.',
    );
    expect(store.getState().dirty).toBe(true);
  });

  it("keeps a parent organization's questionnaire read-only, saying why", async () => {
    const { runtime } = setUp();
    track(runtime);
    await userEvent.click(await screen.findByRole('button', { name: /Parent flow/ }));
    await screen.findByRole('heading', { name: 'Parent flow' });
    const edit = screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.closest('[title]')?.getAttribute('title')).toBe(
      'This questionnaire belongs to the parent organization',
    );
    expect(screen.getByRole('note').getAttribute('aria-label')).toBe('Child organizations: Demo Care North');
  });

  it('does not offer Call Now for a sub-questionnaire, saying why', async () => {
    const backend = createFakeBackend();
    backend.on('GET /bot/questionnaire/7', {
      body: { ...DOCUMENT, id: 7, questionnaire_name: 'diabetes follow-up', isSubQuestionnaire: true },
    });
    const { runtime } = setUp(backend);
    track(runtime);
    await userEvent.click(await screen.findByRole('button', { name: /diabetes follow-up/ }));
    await screen.findByRole('heading', { name: 'diabetes follow-up' });
    const callNow = screen.getByRole('button', { name: 'Call Now' }) as HTMLButtonElement;
    expect(callNow.disabled).toBe(true);
    expect(callNow.closest('[title]')?.getAttribute('title')).toBe(
      'A sub-questionnaire runs only inside another questionnaire and cannot be called on its own',
    );
  });

  it('offers Dry run to admins in view and edit mode, says why it is refused, and never to operators', async () => {
    const backend = createFakeBackend();
    backend.on('GET /bot/questionnaire/7', {
      body: { ...DOCUMENT, id: 7, questionnaire_name: 'diabetes follow-up', isSubQuestionnaire: true },
    });
    const { runtime } = setUp(backend);
    track(runtime);
    await openWeeklyCheckIn();
    expect((screen.getByRole('button', { name: 'Dry run' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('button', { name: 'Dry run' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: /diabetes follow-up/ }));
    await screen.findByRole('heading', { name: 'diabetes follow-up' });
    const dryRun = screen.getByRole('button', { name: 'Dry run' }) as HTMLButtonElement;
    expect(dryRun.disabled).toBe(true);
    expect(dryRun.closest('[title]')?.getAttribute('title')).toBe(
      'A sub-questionnaire runs only inside another questionnaire and cannot be called on its own',
    );
  });

  it('does not offer Dry run to an operator', async () => {
    const { runtime } = setUp(createFakeBackend(), null, { ...ADMIN_SESSION, role: 1 });
    track(runtime);
    await openWeeklyCheckIn();
    expect(screen.getByRole('button', { name: 'Call Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dry run' })).toBeNull();
  });

  it('asks before another questionnaire replaces the one being edited', async () => {
    const { runtime, store } = setUp();
    track(runtime);
    await openWeeklyCheckIn();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    addSayVertex(store);
    await userEvent.click(screen.getByRole('button', { name: /Parent flow/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState()).toMatchObject({ mode: 'edit', dirty: true });
    expect(screen.getByRole('heading', { name: 'Weekly check-in' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Parent flow/ }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Parent flow' })).toBeTruthy();
    expect(store.getState().mode).toBe('view');
  });

  it('adds a new local questionnaire (id -1) in edit mode when the setting allows it', async () => {
    const { runtime, store } = setUp();
    track(runtime);
    act(() =>
      runtime.store.update({
        settings: settingsSchema.parse({
          ...ALL_ON_SETTINGS,
          'AutomaticCalls.enabled': true,
          'AutomaticCalls.AddQuestionnaire': true,
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add questionnaire' }));
    const prompt = await screen.findByRole('dialog');
    await userEvent.type(within(prompt).getByRole('textbox'), 'Morning call');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { name: 'Morning call' })).toBeTruthy();
    expect(store.getState()).toMatchObject({ mode: 'edit', document: { id: -1 } });
    const tree = screen.getByRole('navigation', { name: 'Questionnaires' });
    expect(tree.querySelector('[data-group="new"]')?.textContent).toContain('Morning call');
  });

  it('opens the vertex dialog on a click in edit mode and applies its delete through the store', async () => {
    const backend = createFakeBackend({
      'GET /bot/hints': { body: { hints: [] } },
      'GET /bot/tags': { body: { tags: [] } },
      'GET /bot/parameters/keys': { body: { keys: ['first_name'] } },
    });
    const { runtime, store } = setUp(backend);
    track(runtime);
    await openWeeklyCheckIn();
    fireEvent.click(await screen.findByTestId('vertex-auto_generated_2'));
    expect(screen.queryByRole('dialog', { name: 'Edit vertex' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByTestId('vertex-auto_generated_2'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vertex' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vertex' }));
    await waitFor(() => expect(screen.queryByTestId('vertex-auto_generated_2')).toBeNull());
    expect(store.getState().dirty).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId('vertex-auto_generated_2')).toBeTruthy();
  });

  it('asks before a portal link leaves unsaved edits, and stays when the user says no', async () => {
    const followed = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { runtime, store } = setUp(
      createFakeBackend(),
      <a href="/PatientList" onClick={followed}>
        Home
      </a>,
    );
    track(runtime);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await openWeeklyCheckIn();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    addSayVertex(store);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes in this questionnaire. Leave and discard them?');
    expect(followed).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('opens the start/end dialog with the warning instead of saving without a starting vertex', async () => {
    const backend = createFakeBackend();
    const { runtime } = setUp(backend);
    backend.on('GET /bot/questionnaire/4', { body: { ...DOCUMENT, starting_node: undefined, complete_node: [] } });
    track(runtime);
    await openWeeklyCheckIn();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start and complete vertices' });
    expect(within(dialog).getByText('missing starting vertex')).toBeTruthy();
    expect(backend.calls('POST /bot/questionnaire')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const name of ['Add edge', 'Remove edge', 'Select start/end vertex', 'Settings', 'Add vertex'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
