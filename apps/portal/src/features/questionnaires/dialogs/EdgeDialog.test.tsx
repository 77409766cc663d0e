import { createCondition, PLACEHOLDER_TEXT } from '@carecall/graph-core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildQuestionnaire, chooseOption, getOptionNames, openSelect, renderDialog } from './dialogTestSetup.tsx';
import { EdgeDialog, type EdgeDialogProps } from './EdgeDialog.tsx';

const questionnaire = buildQuestionnaire({
  nodes: [
    { v: 'greet', value: { say: { message: 'Hello.' } } },
    { v: 'well', value: { ask: { question: 'Are you well?', type: 'Twilio.YES_NO' } } },
    { v: 'when', value: { ask: { question: 'When?', type: 'morning_afternoon' } } },
    { v: 'bye', value: { terminate_call: { name: 'bye' } } },
    { v: 'todo', value: { placeholder: { text: PLACEHOLDER_TEXT } } },
  ],
  edges: [
    { v: 'well', w: 'todo', name: '0', value: [createCondition('answer', 'Yes')] },
    { v: 'well', w: 'todo', name: '1', value: [createCondition('answer', 'No')] },
    { v: 'well', w: 'bye', name: '2', value: [createCondition('answer', 'No')] },
  ],
});

function renderEdgeDialog(props: Partial<EdgeDialogProps> = {}) {
  const onConfirm = vi.fn();
  const context = renderDialog(
    <EdgeDialog mode="add" questionnaire={questionnaire} onConfirm={onConfirm} onCancel={vi.fn()} {...props} />,
  );
  return { ...context, onConfirm };
}

function errorsOf(label: RegExp): string[] {
  const field = screen.getByLabelText(label).closest('.cc-field');
  return [...(field?.querySelectorAll('.cc-field__error') ?? [])].map((error) => error.textContent ?? '');
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('EdgeDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('refuses a terminate call as the source', () => {
    const { runtime, onConfirm } = renderEdgeDialog({ initialSource: 'bye' });
    dispose = runtime.dispose;
    expect(errorsOf(/^From/)).toEqual(['Nothing can follow a terminate call vertex']);
    expect(confirm().disabled).toBe(true);
    fireEvent.submit(confirm().form as HTMLFormElement);
    expect(onConfirm).not.toHaveBeenCalled();
    const panel = openSelect(/^From/);
    const option = within(panel).getByRole('option', { name: 'bye · bye', hidden: true });
    expect(option.getAttribute('data-p-disabled')).toBe('true');
  });

  it('requires a condition after a yes/no ask, offering its answers', () => {
    const { runtime, onConfirm } = renderEdgeDialog({ initialSource: 'well' });
    dispose = runtime.dispose;
    chooseOption(/^To/, 'greet · Hello.');
    fireEvent.click(confirm());
    expect(errorsOf(/^Condition/)).toEqual(['require to choose']);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(getOptionNames(/^Condition/)).toEqual(['Yes', 'No']);
    chooseOption(/^Condition/, 'No');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ v: 'well', w: 'greet', condition: createCondition('answer', 'No') });
  });

  it('needs no condition after a say, and offers none', () => {
    const { runtime, onConfirm } = renderEdgeDialog();
    dispose = runtime.dispose;
    fireEvent.click(confirm());
    expect(errorsOf(/^From/)).toEqual(['require to choose']);
    chooseOption(/^From/, 'greet · Hello.');
    expect(getOptionNames(/^To/)).not.toContain('greet · Hello.');
    chooseOption(/^To/, 'bye · bye');
    expect(screen.queryByLabelText(/^Condition/)).toBeNull();
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ v: 'greet', w: 'bye' });
  });

  it('lets a morning/afternoon ask go on with or without a condition', () => {
    const { runtime, onConfirm } = renderEdgeDialog({ initialSource: 'when' });
    dispose = runtime.dispose;
    chooseOption(/^To/, 'greet · Hello.');
    expect(getOptionNames(/^Condition/)).toEqual(['No condition', 'Afternoon', 'Both', 'Morning']);
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ v: 'when', w: 'greet' });
  });

  it('removes the edges of one answer, or every edge between the pair', () => {
    const { runtime, onConfirm } = renderEdgeDialog({ mode: 'remove', initialSource: 'well' });
    dispose = runtime.dispose;
    expect(getOptionNames(/^To/)).toEqual(['bye · bye', 'todo · click to edit']);
    chooseOption(/^To/, 'todo · click to edit');
    expect(getOptionNames(/^Condition/)).toEqual(['Every edge between them', 'Yes', 'No']);
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenLastCalledWith({ v: 'well', w: 'todo' });
    chooseOption(/^Condition/, 'Yes');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenLastCalledWith({ v: 'well', w: 'todo', condition: createCondition('answer', 'Yes') });
  });
});
