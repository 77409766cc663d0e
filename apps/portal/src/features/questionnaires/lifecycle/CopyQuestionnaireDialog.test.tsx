import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../app/searchDebounce.ts';
import { CopyQuestionnaireDialog } from './CopyQuestionnaireDialog.tsx';
import { setUpLifecycleTest } from './setUpLifecycleTest.tsx';

function entry(id: number, name: string, organizationId: number) {
  return { id, name, organization_id: organizationId, version: 1, read_only: false };
}

const SOURCES: Record<string, unknown[]> = {
  '1': [entry(11, 'Daily mood', 1)],
  '2': [
    entry(21, 'North intake', 2),
    entry(22, 'Weekly check-in', 2),
    { ...entry(23, 'Old survey', 2), archive: true },
  ],
};

const DOCUMENT = {
  id: 22,
  questionnaire_name: 'Weekly check-in',
  organization_id: 2,
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_1'],
  nodes: [{ v: 'auto_generated_1', value: { say: { message: 'Hello' } } }],
  edges: [],
  version: 3,
  read_only: true,
};

describe('CopyQuestionnaireDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    vi.useRealTimers();
    dispose?.();
    vi.restoreAllMocks();
  });

  function setUp(documentAnswer: { status?: number; body?: unknown } = { body: DOCUMENT }) {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const context = setUpLifecycleTest(<CopyQuestionnaireDialog onConfirm={onConfirm} onCancel={onCancel} />, {
      routes: {
        'GET /bot/questionnaire': (request) => ({
          body: { questionnaires: SOURCES[request.search.get('organizationId') ?? ''] ?? [] },
        }),
        'GET /bot/questionnaire/22': documentAnswer,
      },
    });
    dispose = context.runtime.dispose;
    return { ...context, onConfirm, onCancel };
  }

  async function chooseOrganization(name: string, typed: string) {
    await userEvent.type(screen.getByRole('combobox', { name: /^Organization/ }), typed);
    await screen.findByRole('option', { name, hidden: true });
    await userEvent.click(screen.getByRole('option', { name, hidden: true }));
  }

  it("offers the user's organizations, then that organization's questionnaires, and hands over the document", async () => {
    const { backend, onConfirm } = setUp();
    const questionnaireBox = screen.getByRole('combobox', { name: /^Questionnaire/ });
    expect((questionnaireBox as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('combobox', { name: /^Organization/ }), 'north');
    await screen.findByRole('option', { name: 'Demo Care North', hidden: true });
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Demo Care North',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Demo Care North', hidden: true }));
    await waitFor(() => expect(backend.calls('GET /bot/questionnaire')).toHaveLength(1));
    expect(backend.calls('GET /bot/questionnaire')[0]?.search.get('organizationId')).toBe('2');

    await userEvent.click(questionnaireBox);
    const listbox = await screen.findByRole('listbox', { name: /^Questionnaire/, hidden: true });
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(3));
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['North intake (id 21)en', 'Old survey (id 23)en · archived', 'Weekly check-in (id 22)en']);
    await userEvent.click(within(listbox).getByRole('option', { name: /Weekly check-in/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledOnce());
    expect(onConfirm.mock.calls[0]?.[0]).toMatchObject({ id: 22, questionnaire_name: 'Weekly check-in', version: 3 });
    expect(backend.calls('GET /bot/questionnaire/22')[0]?.search.get('organizationId')).toBe('2');
  });

  it('filters the questionnaires only once typing has paused for 400 ms', async () => {
    setUp();
    await chooseOrganization('Demo Care North', 'North');
    const questionnaireBox = screen.getByRole('combobox', { name: /^Questionnaire/ });
    await userEvent.click(questionnaireBox);
    const listbox = await screen.findByRole('listbox', { name: /^Questionnaire/, hidden: true });
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(3));

    // The questionnaire list's options only: the organization list may still be closing under fake timers.
    const questionnaireOptions = () =>
      within(screen.getByRole('listbox', { name: /^Questionnaire/, hidden: true })).getAllByRole('option', {
        hidden: true,
      });
    vi.useFakeTimers();
    fireEvent.change(questionnaireBox, { target: { value: 'wee' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(questionnaireBox, { target: { value: 'week' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    // Still typing as far as the field knows: the whole list stays.
    expect(questionnaireOptions()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(questionnaireOptions().map((option) => option.textContent)).toEqual(['Weekly check-in (id 22)en']);
    fireEvent.change(questionnaireBox, { target: { value: '21' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(questionnaireOptions().map((option) => option.textContent)).toEqual(['North intake (id 21)en']);
  });

  it('closes an open list with Escape without closing the dialog, and picks with the arrow keys', async () => {
    const { onCancel } = setUp();
    const box = screen.getByRole('combobox', { name: /^Organization/ });
    await userEvent.type(box, 'Demo');
    await screen.findByRole('option', { name: 'Demo Care North', hidden: true });
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2);
    // Browsers set `which`, which PrimeReact's AutoComplete reads and jsdom's keyboard leaves at 0.
    const press = (key: string, which: number) => fireEvent.keyDown(box, { key, which, keyCode: which });
    press('Escape', 27);
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    press('ArrowDown', 40);
    await screen.findByRole('option', { name: 'Demo Care North', hidden: true });
    press('ArrowDown', 40);
    press('Enter', 13);
    expect((box as HTMLInputElement).value).toBe('Demo Care North');
    expect((screen.getByRole('combobox', { name: /^Questionnaire/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('names each missing choice instead of copying', async () => {
    const { backend, onConfirm } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Please choose an organization')).toBeTruthy();
    expect(screen.getByText('Please select questionnaire')).toBeTruthy();
    await chooseOrganization('Demo Care', 'Demo');
    expect(screen.queryByText('Please choose an organization')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Please select questionnaire')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(backend.calls('GET /bot/questionnaire/22')).toHaveLength(0);
  });

  it('toasts a failed read and keeps the choice for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onConfirm } = setUp({ status: 500, body: { error: 'Storage unavailable' } });
    await chooseOrganization('Demo Care North', 'North');
    await userEvent.click(screen.getByRole('combobox', { name: /^Questionnaire/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Weekly check-in/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('The questionnaire could not be loaded: Storage unavailable')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect((screen.getByRole('combobox', { name: /^Questionnaire/ }) as HTMLInputElement).value).toBe(
      'Weekly check-in (id 22)',
    );
  });
});
