import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog.tsx';
import { TextField } from './TextField.tsx';

function renderDialog(props: { busy?: boolean; confirmDisabled?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <FormDialog
      visible
      header="Add user"
      confirmLabel="Create"
      cancelLabel="Cancel"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <TextField label="First name" value="" onChange={() => {}} />
    </FormDialog>,
  );
  return { onConfirm, onCancel };
}

describe('FormDialog', () => {
  it('is a dialog named by its header, 450 px wide by default', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    expect(dialog.style.width).toBe('450px');
    expect(screen.getByLabelText('First name')).toBeTruthy();
  });

  it('confirms from the button and from Enter in a field', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByLabelText('First name').closest('form') as HTMLFormElement);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels from the button, the close icon and Escape', async () => {
    const { onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('disables both buttons, hides the close icon and ignores submit while busy', () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true });
    const create = screen.getByRole('button', { name: /Create/ }) as HTMLButtonElement;
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.submit(screen.getByLabelText('First name').closest('form') as HTMLFormElement);
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('keeps confirm disabled when asked', () => {
    renderDialog({ confirmDisabled: true });
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
