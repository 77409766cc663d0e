import type { Hint, Patient, QuestionnaireListEntry } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFetchQuestionnaireDocument } from '../api/useFetchQuestionnaireDocument.ts';
import { buildEntry } from '../dialogs/dialogTestSetup.tsx';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { SimulatorPanel } from './SimulatorPanel.tsx';
import { buildCheckIn, buildFrame, buildSub } from './simulatorTestQuestionnaires.ts';

const patient = {
  patientId: 5,
  patientDetails: {
    first_name: 'Rosa',
    last_name: 'Diaz',
    external_id: 'X-5',
    clinic_name: 'Lakeside Clinic',
    birth_date: '1948-02-29',
    zip_code: '90210',
  },
} as unknown as Patient;

interface HostProps {
  document: Questionnaire;
  patient?: Patient;
  questionnaires?: QuestionnaireListEntry[];
  hints?: Hint[];
  onCurrentVertex: (vertex: string | null) => void;
  onClose?: () => void;
}

/** The panel as the screen mounts it: sub-questionnaires through the real api client. */
function Host({
  document,
  patient: client,
  questionnaires = [],
  hints,
  onCurrentVertex,
  onClose = () => {},
}: HostProps) {
  const fetchQuestionnaire = useFetchQuestionnaireDocument();
  return (
    <SimulatorPanel
      document={document}
      patient={client}
      questionnaires={questionnaires}
      hints={hints}
      fetchQuestionnaire={fetchQuestionnaire}
      onCurrentVertex={onCurrentVertex}
      onClose={onClose}
    />
  );
}

/** The panel over a questionnaire that the test edits through `onEditor`, as the editor's store would. */
function Editing({ onEditor }: { onEditor: (edit: (next: Questionnaire) => void) => void }) {
  const [document, setDocument] = useState(buildCheckIn);
  onEditor(setDocument);
  return <Host document={document} onCurrentVertex={() => {}} />;
}

function lines() {
  return within(screen.getByRole('log', { name: 'Test conversation' }))
    .queryAllByText(/./, { selector: '.cc-simulator__message, .cc-simulator__event' })
    .map((element) => element.textContent?.trim());
}

describe('SimulatorPanel', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    vi.restoreAllMocks();
  });

  function setUp(props: Omit<HostProps, 'onCurrentVertex'>, routes = {}) {
    const onCurrentVertex = vi.fn();
    const context = setUpLifecycleTest(<Host {...props} onCurrentVertex={onCurrentVertex} />, { routes });
    dispose = context.runtime.dispose;
    return { ...context, onCurrentVertex };
  }

  it("greets the open client by name in a polite log and follows the run's vertex", async () => {
    const { onCurrentVertex } = setUp({ document: buildCheckIn(), patient });
    const log = screen.getByRole('log', { name: 'Test conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await waitFor(() =>
      expect(lines()).toEqual(['Hello Rosa, this is Lakeside Clinic.', 'Are you feeling well today?']),
    );
    expect(screen.getByRole('status').textContent).toBe('At vertex feeling');
    expect(onCurrentVertex).toHaveBeenLastCalledWith('feeling');

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(lines().slice(2)).toEqual([
      'Yes',
      'Recorded feeling_well: Yes',
      'Glad to hear it.',
      'The call ended: completed',
    ]);
    expect(onCurrentVertex).toHaveBeenLastCalledWith('glad');
    // Once ended, nothing more can be answered until a restart.
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(screen.getByText('The test has ended. Restart it to run it again.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(lines()).toEqual(['Hello Rosa, this is Lakeside Clinic.', 'Are you feeling well today?']);
  });

  it('takes typed answers, keypad digits and silences from the keyboard', async () => {
    setUp({ document: buildCheckIn() });
    // Without an open client the demo client answers.
    await waitFor(() => expect(lines()[0]).toBe('Hello Ann, this is Demo Care.'));
    const say = screen.getByRole('textbox', { name: 'What the client says' });
    await userEvent.type(say, 'maybe{Enter}');
    expect(lines().slice(2)).toEqual(['maybe', 'Please say yes or no']);
    expect((say as HTMLInputElement).value).toBe('');
    // The buttons are reached and pressed from the keyboard.
    screen.getByRole('button', { name: 'No answer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(lines().slice(4)).toEqual(['(no answer)', 'Are you feeling well today?']);
    screen.getByRole('button', { name: 'Press 2' }).focus();
    await userEvent.keyboard(' ');
    expect(lines().slice(6)).toEqual([
      'Pressed 2',
      'Recorded feeling_well: No',
      'Sorry to hear that.',
      'The call ended: completed',
    ]);
  });

  it('applies changed client values when the test restarts', async () => {
    setUp({ document: buildCheckIn(), patient });
    await waitFor(() => expect(lines()[0]).toBe('Hello Rosa, this is Lakeside Clinic.'));
    await userEvent.click(screen.getByText('Client'));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Rosie');
    expect(lines()[0]).toBe('Hello Rosa, this is Lakeside Clinic.');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Clinic name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(lines()[0]).toBe('Hello Rosie, this is .');
    expect(screen.getByText('No value for: clinic_name')).toBeTruthy();
  });

  it('fetches sub-questionnaires as the run enters them, the dynamic one chosen for the client', async () => {
    const falls = buildSub(21, 'falls', 'Have you fallen this month?');
    const sugar = buildSub(31, 'sugar', 'Did you check your blood sugar?');
    const { backend, onCurrentVertex } = setUp(
      {
        document: buildFrame(),
        questionnaires: [
          buildEntry(21, 'Falls', { type: 'embedded' }),
          buildEntry(30, 'Heart failure', { type: 'diagnosis' }),
          buildEntry(31, 'Diabetes', { type: 'diagnosis' }),
        ],
      },
      {
        'GET /bot/questionnaire/21': { body: { ...falls, version: 1, read_only: false } },
        'GET /bot/questionnaire/31': { body: { ...sugar, version: 1, read_only: false } },
      },
    );
    await waitFor(() => expect(lines()).toEqual(['Hello.', 'Entered Falls', 'Have you fallen this month?']));
    expect(backend.calls('GET /bot/questionnaire/21')).toHaveLength(1);
    expect(backend.calls('GET /bot/questionnaire/31')).toHaveLength(0);
    expect(onCurrentVertex).toHaveBeenLastCalledWith('falls');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(lines().at(-1)).toBe('Did you check your blood sugar?'));
    expect(backend.calls('GET /bot/questionnaire/31')).toHaveLength(1);
    expect(onCurrentVertex).toHaveBeenLastCalledWith('diagnosis');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(lines().slice(-3)).toEqual(['Left Diabetes', 'Goodbye.', 'The call ended: completed']);
    // A restart runs again with what was fetched.
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(lines().at(-1)).toBe('Have you fallen this month?'));
    expect(backend.calls('GET /bot/questionnaire/21')).toHaveLength(1);
  });

  it('ends at a sub-questionnaire that cannot be loaded and says which', async () => {
    setUp(
      { document: buildFrame(), questionnaires: [buildEntry(21, 'Falls', { type: 'embedded' })] },
      { 'GET /bot/questionnaire/21': { status: 500, body: { error: 'down' } } },
    );
    await waitFor(() => expect(lines().at(-1)).toBe('The call ended: error (a sub-questionnaire is missing)'));
    expect(screen.getByRole('alert').textContent).toBe('Could not load Falls. The test ends where it enters it.');
  });

  it('starts again when the questionnaire changes under it, and says so', async () => {
    let edit: (next: Questionnaire) => void = () => {};
    const context = setUpLifecycleTest(<Editing onEditor={(setDocument) => (edit = setDocument)} />);
    dispose = context.runtime.dispose;
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.queryByText('The questionnaire changed, so the test started again.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const checkIn = buildCheckIn();
    const greeting = { v: 'hello', value: { say: { message: 'Hi!' } } };
    act(() => edit({ ...checkIn, nodes: checkIn.nodes.map((node) => (node.v === 'hello' ? greeting : node)) }));
    await waitFor(() => expect(lines()).toEqual(['Hi!', 'Are you feeling well today?']));
    expect(screen.getByText('The questionnaire changed, so the test started again.')).toBeTruthy();
  });
});
