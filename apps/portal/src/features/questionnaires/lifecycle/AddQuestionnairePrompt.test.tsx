import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddQuestionnairePrompt } from './AddQuestionnairePrompt.tsx';
import { setUpLifecycleTest } from './setUpLifecycleTest.tsx';

describe('AddQuestionnairePrompt', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function setUp(locale?: 'en' | 'ja') {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const context = setUpLifecycleTest(<AddQuestionnairePrompt onConfirm={onConfirm} onCancel={onCancel} />, {
      ...(locale ? { locale } : {}),
    });
    dispose = context.runtime.dispose;
    return { ...context, onConfirm, onCancel };
  }

  it("refuses a blank name with 'invalid questionnaire name' and keeps what was typed", async () => {
    const { onConfirm } = setUp();
    const dialog = screen.getByRole('dialog', { name: 'Add questionnaire' });
    const input = within(dialog).getByLabelText(/^Questionnaire name/);
    await userEvent.type(input, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('invalid questionnaire name')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('   ');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, 'Weekly');
    expect(within(dialog).queryByText('invalid questionnaire name')).toBeNull();
  });

  it('hands over the trimmed name on Enter', async () => {
    const { onConfirm } = setUp();
    await userEvent.type(screen.getByLabelText(/^Questionnaire name/), '  Weekly check-in {Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Weekly check-in');
  });

  it('cancels without a name', async () => {
    const { onCancel, onConfirm } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks Japanese', async () => {
    setUp('ja');
    await userEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(screen.getByText('質問票の名前が正しくありません')).toBeTruthy();
  });
});
