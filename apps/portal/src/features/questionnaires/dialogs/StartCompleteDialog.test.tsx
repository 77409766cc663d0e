import { PLACEHOLDER_TEXT } from '@carecall/graph-core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionnaire, chooseOption, getOptionNames, renderDialog } from './dialogTestSetup.tsx';
import { StartCompleteDialog } from './StartCompleteDialog.tsx';

const questionnaire = buildQuestionnaire({
  complete_node: ['bye', 'bye', 'gone'],
  nodes: [
    { v: 'greet', value: { say: { message: 'Hello.' } } },
    { v: 'todo', value: { placeholder: { text: PLACEHOLDER_TEXT } } },
    { v: 'bye', value: { terminate_call: { name: 'bye' } } },
  ],
  edges: [],
});

describe('StartCompleteDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('offers every vertex but placeholders, requires a start and drops repeated complete entries', () => {
    const onConfirm = vi.fn();
    const { runtime } = renderDialog(
      <StartCompleteDialog
        questionnaire={questionnaire}
        warning="missing starting vertex"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    dispose = runtime.dispose;
    expect(screen.getByText('missing starting vertex')).toBeTruthy();
    expect(getOptionNames(/^Starting vertex/)).toEqual(['greet · Hello.', 'bye · bye']);
    expect(getOptionNames(/^Complete vertices/)).toEqual(['greet · Hello.', 'bye · bye']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const field = screen.getByLabelText(/^Starting vertex/).closest('.cc-field');
    expect(field?.querySelector('.cc-field__error')?.textContent).toBe('require to choose');
    expect(onConfirm).not.toHaveBeenCalled();
    chooseOption(/^Starting vertex/, 'greet · Hello.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ start: 'greet', complete: ['bye'] });
  });
});
