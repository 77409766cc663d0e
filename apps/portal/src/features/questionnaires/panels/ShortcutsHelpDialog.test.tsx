import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_SHORTCUTS } from '../editor/editorShortcuts.ts';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { ShortcutsHelpDialog } from './ShortcutsHelpDialog.tsx';

describe('ShortcutsHelpDialog', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function setUp(isMac: boolean) {
    const onClose = vi.fn();
    const context = setUpLifecycleTest(<ShortcutsHelpDialog onClose={onClose} isMac={isMac} />);
    dispose = context.runtime.dispose;
    return { onClose, i18n: context.runtime.i18n };
  }

  it('lists every editor shortcut with its label from the editor texts, Mod as Ctrl', async () => {
    const { onClose, i18n } = setUp(false);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(EDITOR_SHORTCUTS.length);
    const redo = EDITOR_SHORTCUTS.findIndex((shortcut) => shortcut.id === 'redo');
    const cells = within(rows[redo] as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('Ctrl+Shift+Z');
    expect(cells[1]?.textContent).toBe(`${i18n.t('shortcuts.redo', { ns: 'questionnaires' })} (while editing)`);
    const find = EDITOR_SHORTCUTS.findIndex((shortcut) => shortcut.id === 'find');
    expect(within(rows[find] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe(
      i18n.t('shortcuts.find', { ns: 'questionnaires' }),
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows Mod as ⌘ on a Mac', () => {
    setUp(true);
    const rows = screen.getAllByRole('row').slice(1);
    const undo = EDITOR_SHORTCUTS.findIndex((shortcut) => shortcut.id === 'undo');
    expect(within(rows[undo] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('⌘+Z');
  });
});
