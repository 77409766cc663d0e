import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';

function SaveButton() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('User created successfully', 'Dana Levi')}>
        save
      </button>
      <button type="button" onClick={() => toast.error('user creation failed')}>
        fail
      </button>
      <button type="button" onClick={() => toast.clear()}>
        clear
      </button>
    </>
  );
}

describe('ToastProvider and useToast', () => {
  it('shows a toast with its summary and detail', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const toast = await screen.findByText('User created successfully');
    expect(toast.closest('.p-toast-message')?.className).toContain('p-toast-message-success');
    expect(screen.getByText('Dana Levi')).toBeTruthy();
  });

  it('shows errors as error toasts and clears them', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const toast = await screen.findByText('user creation failed');
    expect(toast.closest('.p-toast-message')?.className).toContain('p-toast-message-error');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(document.querySelectorAll('.p-toast-message')).toHaveLength(0));
  });

  it('refuses to work outside a provider', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<SaveButton />)).toThrow('UI_NO_TOAST_PROVIDER');
    } finally {
      console.error = consoleError;
    }
  });
});
