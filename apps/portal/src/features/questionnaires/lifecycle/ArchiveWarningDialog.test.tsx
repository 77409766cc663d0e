import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArchiveWarningDialog } from './ArchiveWarningDialog.tsx';
import { setUpLifecycleTest } from './setUpLifecycleTest.tsx';

describe('ArchiveWarningDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('warns that an archived embedded questionnaire cannot be attached, and archives on confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    dispose = setUpLifecycleTest(<ArchiveWarningDialog onConfirm={onConfirm} onCancel={onCancel} />).runtime.dispose;
    expect(screen.getByText(/cannot be attached to other questionnaires until it is restored/)).toBeTruthy();
    expect(screen.getByText(/already use it keep working/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    dispose = setUpLifecycleTest(<ArchiveWarningDialog onConfirm={onConfirm} onCancel={onCancel} />).runtime.dispose;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
