import { createCondition, PLACEHOLDER_TEXT } from '@carecall/graph-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildEntry,
  buildQuestionnaire,
  chooseOption,
  createDialogBackend,
  getOptionNames,
  renderDialog,
  waitForOptions,
} from './dialogTestSetup.tsx';
import { VertexDialog, type VertexDialogProps } from './VertexDialog.tsx';

const questionnaire = buildQuestionnaire({
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } },
    { v: 'auto_generated_2', value: { ask: { question: 'Are you well?', type: 'Twilio.YES_NO' } } },
    { v: 'auto_generated_3', value: { terminate_call: { name: 'bye' } } },
    { v: 'auto_generated_4', value: { placeholder: { text: PLACEHOLDER_TEXT } } },
  ],
  edges: [{ v: 'auto_generated_2', w: 'auto_generated_4', name: '0', value: [createCondition('answer', 'Yes')] }],
});

function renderVertexDialog(props: Partial<VertexDialogProps> = {}, backend = createDialogBackend()) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const context = renderDialog(
    <VertexDialog
      mode="add"
      questionnaire={questionnaire}
      questionnaires={[]}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
    backend,
  );
  return { ...context, onConfirm, onCancel };
}

function confirmButton() {
  return screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
}

async function pressConfirm() {
  await waitFor(() => expect(confirmButton().disabled).toBe(false));
  fireEvent.click(confirmButton());
}

function errorsOf(label: RegExp): string[] {
  const field = screen.getByLabelText(label).closest('.cc-field');
  if (!field) throw new Error(`no field ${String(label)}`);
  return [...field.querySelectorAll('.cc-field__error')].map((error) => error.textContent ?? '');
}

describe('VertexDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it.each([
    ['Say', [[/^Message/, ['require text']]]],
    ['Ask', [[/^Question/, ['require text']]]],
    [
      'Recording',
      [
        [/^Transcription/, ['require text']],
        [/^Recording file/, ['require file to be uploaded']],
      ],
    ],
    ['Dynamic', [[/^Dynamic type/, ['require to choose']]]],
    ['Embedded questionnaire', [[/^Sub-questionnaire/, ['require to choose']]]],
    [
      'Hot transfer',
      [
        [/^Phone number\*?$/, ['require phone number']],
        [/^Connected text/, ['require text']],
        [/^Not connected text/, ['require text']],
      ],
    ],
    [
      'Date of birth validation',
      [
        [/^Request message/, ['require text']],
        [/^Wait message/, ['require text']],
      ],
    ],
    [
      'Zip code validation',
      [
        [/^Request message/, ['require text']],
        [/^Wait message/, ['require text']],
      ],
    ],
  ] as const)('refuses an empty %s with the message on each required field', async (kind, expected) => {
    const { runtime, onConfirm } = renderVertexDialog();
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, kind);
    await pressConfirm();
    for (const [label, messages] of expected) expect(errorsOf(label)).toEqual(messages);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks for a kind first, and confirms a terminate call, which needs nothing', async () => {
    const { runtime, onConfirm } = renderVertexDialog();
    dispose = runtime.dispose;
    await pressConfirm();
    expect(errorsOf(/^Vertex type/)).toEqual(['require to choose']);
    chooseOption(/^Vertex type/, 'Terminate call');
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({ draft: { kind: 'terminate_call', payload: {} } });
  });

  it('confirms a say with its message, after the chosen vertex and condition', async () => {
    const { runtime, onConfirm } = renderVertexDialog();
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Say');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Good morning');
    chooseOption(/^After vertex/, 'auto_generated_2 · Are you well?');
    expect(getOptionNames(/^After vertex/)).not.toContain('auto_generated_3 · bye');
    await pressConfirm();
    expect(errorsOf(/^Condition/)).toEqual(['require to choose']);
    expect(onConfirm).not.toHaveBeenCalled();
    chooseOption(/^Condition/, 'No');
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: { kind: 'say', payload: { message: 'Good morning' } },
      from: { v: 'auto_generated_2', condition: createCondition('answer', 'No') },
    });
  });

  it('disables Confirm on an unknown parameter and says when all are verified', async () => {
    const { runtime } = renderVertexDialog();
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Say');
    const message = screen.getByLabelText(/^Message/);
    fireEvent.change(message, { target: { value: 'Hello {first_name}, call {nurse}' } });
    expect(await screen.findByText('A selected parameter does not exist: nurse')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(message, { target: { value: 'Hello {first_name}, call {nurse_phone}' } });
    expect(await screen.findByText('Parameters was successfully verified: first_name, nurse_phone')).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('strips the braces of a hot transfer parameter, checks it as one key and trims the phone', async () => {
    const { runtime, onConfirm } = renderVertexDialog();
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Hot transfer');
    fireEvent.change(screen.getByLabelText(/^Phone number parameter/), { target: { value: '{nurse}' } });
    expect(await screen.findByText('A selected parameter does not exist: nurse')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Phone number parameter/), { target: { value: '{nurse_phone}' } });
    fireEvent.change(screen.getByLabelText(/^Phone number\*?$/), { target: { value: '  +15550100 ' } });
    fireEvent.change(screen.getByLabelText(/^Connected text/), { target: { value: 'Connecting you.' } });
    fireEvent.change(screen.getByLabelText(/^Not connected text/), { target: { value: 'Nobody answered.' } });
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: { kind: 'hot_transfer', payload: { phone: '+15550100', parameter: 'nurse_phone' } },
      hotTransfer: { connectedText: 'Connecting you.', notConnectedText: 'Nobody answered.' },
    });
  });

  it('edits a vertex without offering another kind, and offers delete', async () => {
    const onDelete = vi.fn();
    const { runtime, onConfirm } = renderVertexDialog({ mode: 'edit', vertex: 'auto_generated_1', onDelete });
    dispose = runtime.dispose;
    expect(screen.queryByLabelText(/^Vertex type/)).toBeNull();
    expect(screen.getByText('Say')).toBeTruthy();
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    expect(message.value).toBe('Hello {first_name}.');
    fireEvent.change(message, { target: { value: 'Hi {first_name}.' } });
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({ draft: { kind: 'say', payload: { message: 'Hi {first_name}.' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete vertex' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('shows and edits the outcome texts when editing a hot transfer', async () => {
    const withTransfer = buildQuestionnaire({
      nodes: [
        { v: 'h', value: { hot_transfer: { phone: '+15550100' } } },
        { v: 'c', value: { say: { message: 'Connecting you.' } } },
        { v: 'n', value: { say: { message: 'Nobody answered.' } } },
      ],
      edges: [
        { v: 'h', w: 'c', name: '0', value: [createCondition('hot_transfer', 'answered')] },
        { v: 'h', w: 'n', name: '1', value: [createCondition('hot_transfer', 'not-answered')] },
      ],
    });
    const { runtime, onConfirm } = renderVertexDialog({ mode: 'edit', vertex: 'h', questionnaire: withTransfer });
    dispose = runtime.dispose;
    expect((screen.getByLabelText(/^Connected text/) as HTMLTextAreaElement).value).toBe('Connecting you.');
    fireEvent.change(screen.getByLabelText(/^Not connected text/), { target: { value: 'Please call back.' } });
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: { kind: 'hot_transfer', payload: { phone: '+15550100' } },
      hotTransfer: { connectedText: 'Connecting you.', notConnectedText: 'Please call back.' },
    });
  });

  it('turns a placeholder into any kind (dirty mode)', async () => {
    const { runtime, onConfirm } = renderVertexDialog({ mode: 'dirty', vertex: 'auto_generated_4' });
    dispose = runtime.dispose;
    expect(screen.getByRole('dialog', { name: 'Create vertex' })).toBeTruthy();
    chooseOption(/^Vertex type/, 'Dynamic');
    chooseOption(/^Dynamic type/, 'Personal');
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({ draft: { kind: 'dynamic', payload: { type: 'personal' } } });
  });

  it('offers only active sub-questionnaires and embedded ones other than itself', async () => {
    const { runtime, onConfirm } = renderVertexDialog({
      questionnaires: [
        buildEntry(7, 'Itself', { type: 'embedded' }),
        buildEntry(8, 'Allergies', { type: 'embedded' }),
        buildEntry(9, 'Pain follow-up', { is_sub_questionnaire: true, type: 'diagnosis' }),
        buildEntry(10, 'Old', { type: 'embedded', archive: true }),
        buildEntry(11, 'Regular'),
      ],
    });
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Embedded questionnaire');
    expect(getOptionNames(/^Sub-questionnaire/)).toEqual(['Allergies (8)', 'Pain follow-up (9)']);
    chooseOption(/^Sub-questionnaire/, 'Pain follow-up (9)');
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: { kind: 'embedded', payload: { questionnaireId: 9, questionnaireName: 'Pain follow-up' } },
    });
  });

  it('returns the picked tags', async () => {
    const { runtime, onConfirm } = renderVertexDialog();
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Ask');
    fireEvent.change(screen.getByLabelText(/^Question/), { target: { value: 'How many hours did you sleep?' } });
    expect(await waitForOptions(/^Tags/, ['Numeric', 'Pain'])).toEqual(['Numeric', 'Pain']);
    chooseOption(/^Tags/, 'Numeric');
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: { kind: 'ask', payload: { question: 'How many hours did you sleep?' } },
      tagsv2: [300],
    });
  });
});

describe('VertexDialog, multi branch', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  async function openMultiBranch(props: Partial<VertexDialogProps> = {}) {
    const context = renderVertexDialog(props);
    dispose = context.runtime.dispose;
    chooseOption(/^Vertex type/, 'Ask');
    fireEvent.change(screen.getByLabelText(/^Question/), { target: { value: 'Where does it hurt?' } });
    chooseOption(/^Answer type/, 'Multi branch');
    expect(await waitForOptions(/^Hint group/, ['pain', 'symptoms'])).toEqual(['pain', 'symptoms']);
    return context;
  }

  it('requires a hint group and a hint', async () => {
    const { onConfirm } = await openMultiBranch();
    await pressConfirm();
    expect(errorsOf(/^Hint group/)).toEqual(['multi branch group error']);
    expect(screen.getByRole('alert').textContent).toBe('multi branch error');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does not offer a hint used in another branch and fills the unknown text', async () => {
    const { onConfirm } = await openMultiBranch();
    chooseOption(/^Hint group/, 'pain');
    chooseOption(/^Branch 1/, 'headache');
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(getOptionNames(/^Branch 2/)).toEqual(['back pain', 'neck pain']);
    chooseOption(/^Branch 2/, 'back pain');
    chooseOption(/^Branch 2/, 'neck pain');
    expect((screen.getByLabelText(/^Unknown text/) as HTMLTextAreaElement).value).toBe(
      'Please say headache, back pain or neck pain',
    );
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: {
        kind: 'ask',
        payload: {
          question: 'Where does it hurt?',
          type: 'multi_branch',
          hintGroup: 'pain',
          multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }],
          unknownText: 'Please say headache, back pain or neck pain',
        },
      },
    });
  });

  it('fills the unknown text in Spanish with the Spanish display names', async () => {
    await openMultiBranch({ questionnaire: buildQuestionnaire({ language: 'es-US' }) });
    chooseOption(/^Hint group/, 'pain');
    chooseOption(/^Branch 1/, 'dolor de cabeza');
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    chooseOption(/^Branch 2/, 'dolor de espalda');
    expect((screen.getByLabelText(/^Unknown text/) as HTMLTextAreaElement).value).toBe(
      'Por favor diga dolor de cabeza o dolor de espalda',
    );
  });

  it('allows at most 10 branches and never removes the last one', async () => {
    await openMultiBranch();
    const remove = () => screen.getByRole('button', { name: 'Remove branch 1' }) as HTMLButtonElement;
    expect(remove().disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add branch' }) as HTMLButtonElement;
    for (let i = 1; i < 10; i += 1) fireEvent.click(add);
    expect(screen.getByLabelText(/^Branch 10/)).toBeTruthy();
    expect(add.disabled).toBe(true);
    expect(screen.getByText('10 of at most 10 branches')).toBeTruthy();
    expect(remove().disabled).toBe(false);
    fireEvent.click(remove());
    expect(screen.queryByLabelText(/^Branch 10/)).toBeNull();
    expect(add.disabled).toBe(false);
  });

  it('reports a branch left without a hint once another has hints', async () => {
    const { onConfirm } = await openMultiBranch();
    chooseOption(/^Hint group/, 'pain');
    chooseOption(/^Branch 1/, 'headache');
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    await pressConfirm();
    expect(errorsOf(/^Branch 2/)).toEqual(['multi branch error']);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('VertexDialog, recording', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function fileInput() {
    return screen.getByLabelText(/^Recording file/) as HTMLInputElement;
  }

  it('refuses a file that is not an .mp3 or .wav and uploads nothing', async () => {
    const backend = createDialogBackend();
    const { runtime } = renderVertexDialog({}, backend);
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Recording');
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt is not an .mp3 or .wav file')).toBeTruthy();
    expect(backend.calls('POST /bot/questionnaire/recording')).toHaveLength(0);
  });

  it('toasts a failed upload with the file name', async () => {
    const backend = createDialogBackend();
    backend.on('POST /bot/questionnaire/recording', { status: 500, body: { error: 'Storage is full' } });
    const { runtime, onConfirm } = renderVertexDialog({}, backend);
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Recording');
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'greeting.mp3', { type: 'audio/mpeg' })] } });
    expect(await screen.findByText('The recording greeting.mp3 could not be uploaded')).toBeTruthy();
    expect(screen.getByText('Storage is full')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Transcription/), { target: { value: 'Welcome.' } });
    await pressConfirm();
    expect(errorsOf(/^Recording file/)).toEqual(['require file to be uploaded']);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uploads a .wav, plays it and returns its address', async () => {
    const backend = createDialogBackend();
    backend.on('POST /bot/questionnaire/recording', {
      body: { url: 'recordings/greeting.wav', tempUrl: 'https://files.test/greeting.wav?sig=1' },
    });
    let sent: unknown;
    const { runtime, onConfirm } = renderVertexDialog(
      {},
      {
        ...backend,
        fetch: (input, init) => {
          sent = init?.body;
          return backend.fetch(input, init);
        },
      },
    );
    dispose = runtime.dispose;
    chooseOption(/^Vertex type/, 'Recording');
    fireEvent.change(screen.getByLabelText(/^Transcription/), { target: { value: 'Welcome.' } });
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'greeting.wav', { type: '' })] } });
    expect(await screen.findByText('Uploaded: greeting.wav')).toBeTruthy();
    expect(sent instanceof FormData && (sent.get('recordingFile') as File).name).toBe('greeting.wav');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Play the recording').getAttribute('src')).toBe(
      'https://files.test/greeting.wav?sig=1',
    );
    await pressConfirm();
    expect(onConfirm).toHaveBeenCalledWith({
      draft: {
        kind: 'recording',
        payload: {
          transcription: 'Welcome.',
          url: 'recordings/greeting.wav',
          tempUrl: 'https://files.test/greeting.wav?sig=1',
        },
      },
    });
  });
});

describe('VertexDialog, in Japanese', () => {
  it('shows the form and its errors in the language of the user', async () => {
    const onConfirm = vi.fn();
    const { runtime } = renderDialog(
      <VertexDialog
        mode="add"
        questionnaire={questionnaire}
        questionnaires={[]}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
      createDialogBackend(),
      'ja',
    );
    chooseOption(/^頂点の種類\*?$/, '発話');
    const confirmJa = () => screen.getByRole('button', { name: '確定' }) as HTMLButtonElement;
    await waitFor(() => expect(confirmJa().disabled).toBe(false));
    fireEvent.click(confirmJa());
    expect(errorsOf(/^メッセージ/)).toEqual(['テキストを入力してください']);
    fireEvent.change(screen.getByLabelText(/^メッセージ/), { target: { value: '{nurse} さん' } });
    // On the field (Confirm was tried) and in the verification summary.
    expect(await screen.findAllByText('選択したパラメーターは存在しません: nurse')).toHaveLength(2);
    expect(onConfirm).not.toHaveBeenCalled();
    runtime.dispose();
  });
});
