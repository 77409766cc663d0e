import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEntry, buildQuestionnaire, chooseOption, getOptionNames, renderDialog } from './dialogTestSetup.tsx';
import { SettingsDialog, type SettingsDialogProps } from './SettingsDialog.tsx';

const list = [
  buildEntry(7, 'Weekly check-in'),
  buildEntry(3, 'Evening check-in'),
  buildEntry(4, 'Pain follow-up', { is_sub_questionnaire: true, type: 'diagnosis' }),
  buildEntry(5, 'Old check-in', { archive: true }),
  buildEntry(6, 'alternative check-in', { type: 'alternative' }),
];

function renderSettings(props: Partial<SettingsDialogProps> = {}) {
  const onConfirm = vi.fn();
  const context = renderDialog(
    <SettingsDialog
      questionnaire={buildQuestionnaire({ language: 'es-US' })}
      questionnaires={list}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return { ...context, onConfirm };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('SettingsDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('makes English the main language of a questionnaire in both languages', () => {
    const { runtime, onConfirm } = renderSettings();
    dispose = runtime.dispose;
    expect(checkbox('Spanish').checked).toBe(true);
    expect(checkbox('English').checked).toBe(false);
    fireEvent.click(checkbox('English'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({
      language: 'en-US',
      is_multiple_languages: true,
      type: 'none',
      isSubQuestionnaire: false,
      shadow_questionnaire_id: 0,
    });
  });

  it('offers as shadows only saved, active questionnaires that are not sub-questionnaires', () => {
    const { runtime, onConfirm } = renderSettings();
    dispose = runtime.dispose;
    expect(getOptionNames(/^Shadow questionnaire/)).toEqual([
      'No shadow questionnaire',
      'alternative check-in (6)',
      'Evening check-in (3)',
    ]);
    chooseOption(/^Shadow questionnaire/, 'Evening check-in (3)');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ shadow_questionnaire_id: 3 }));
  });

  it('disables and clears the shadow when a dynamic type is chosen', () => {
    const { runtime, onConfirm } = renderSettings({
      questionnaire: buildQuestionnaire({ shadow_questionnaire_id: 3 }),
    });
    dispose = runtime.dispose;
    chooseOption(/^Dynamic type/, 'Personal');
    const shadow = screen.getByLabelText(/^Shadow questionnaire/).closest('.p-dropdown');
    expect(shadow?.classList.contains('p-disabled')).toBe(true);
    expect(screen.getByText('A sub-questionnaire cannot have a shadow questionnaire')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({
      language: 'en-US',
      is_multiple_languages: false,
      type: 'personal',
      isSubQuestionnaire: true,
      shadow_questionnaire_id: 0,
    });
  });
});
