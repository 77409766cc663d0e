import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDialog } from './dialogTestSetup.tsx';
import { EditorFormDialog } from './EditorFormDialog.tsx';

describe('EditorFormDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it("shows its fields under the header with the editor's confirm, cancel and close actions", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { runtime } = renderDialog(
      <EditorFormDialog header="Settings" onConfirm={onConfirm} onCancel={onCancel}>
        <input aria-label="Name" />
      </EditorFormDialog>,
    );
    dispose = runtime.dispose;
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
