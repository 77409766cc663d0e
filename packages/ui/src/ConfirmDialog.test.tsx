import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function renderDialog(props: { busy?: boolean; severity?: 'primary' | 'danger' } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      visible
      header="Delete questionnaire"
      message="Are you sure you want to delete Intake (12)?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with its message, focusing cancel', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete questionnaire' });
    expect(dialog.textContent).toContain('Are you sure you want to delete Intake (12)?');
    expect(dialog.style.width).toBe('450px');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('fires confirm and cancel', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while busy', async () => {
    const { onConfirm } = renderDialog({ busy: true });
    const confirm = screen.getByRole('button', { name: /Delete/ }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('styles a destructive confirmation as danger', () => {
    renderDialog({ severity: 'danger' });
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('p-button-danger');
  });
});
