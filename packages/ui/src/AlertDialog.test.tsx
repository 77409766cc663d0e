import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog.tsx';

function renderDialog() {
  const onAcknowledge = vi.fn();
  render(
    <AlertDialog
      visible
      header="Session expired"
      message="Your session has expired. Please log in again"
      acknowledgeLabel="OK"
      onAcknowledge={onAcknowledge}
      severity="warning"
    />,
  );
  return { onAcknowledge };
}

describe('AlertDialog', () => {
  it('is an alert dialog with its message and one focused button', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Session expired' });
    expect(dialog.textContent).toContain('Your session has expired. Please log in again');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('closes only through its button', async () => {
    const { onAcknowledge } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onAcknowledge).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });
});
