import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { setUpLifecycleTest } from './setUpLifecycleTest.tsx';

describe('DiscardChangesDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('asks yes/cancel before discarding, with cancel focused so a stray Enter keeps the work', async () => {
    const onDiscard = vi.fn();
    const onCancel = vi.fn();
    dispose = setUpLifecycleTest(<DiscardChangesDialog onDiscard={onDiscard} onCancel={onCancel} />).runtime.dispose;
    expect(screen.getByText(/unsaved changes/)).toBeTruthy();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDiscard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
