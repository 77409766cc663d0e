import { useEffect, useRef } from 'react';
import type { EditorMode } from './createEditorStore.ts';
import { EDITOR_SHORTCUTS, type EditorShortcutId } from './editorShortcuts.ts';

/** What each shortcut does; one left out is ignored. */
export type EditorShortcutHandlers = Partial<Record<EditorShortcutId, () => void>>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Which shortcut a key press is, by the keys of `EDITOR_SHORTCUTS` ("Mod" is Ctrl, or ⌘ on a Mac). */
export function matchEditorShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (event.altKey) return undefined;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key === 'Escape' ? 'Esc' : event.key.length === 1 ? event.key.toUpperCase() : event.key;
  return EDITOR_SHORTCUTS.find((shortcut) => {
    const keys = shortcut.keys;
    const main = keys.at(-1);
    if (keys.includes('Mod') !== mod) return false;
    // '?' is typed with Shift; the other shortcuts name Shift when they need it.
    if (main !== '?' && keys.includes('Shift') !== event.shiftKey) return false;
    return main === key;
  });
}

/**
 * Binds the editor's keyboard shortcuts on the window while the screen is open: edit-only ones only in edit mode,
 * none while typing in a field (except Escape) or while a dialog is open, so shortcuts never eat text.
 */
export function useEditorShortcuts(mode: EditorMode, handlers: EditorShortcutHandlers, suspended: boolean): void {
  const latest = useRef({ mode, handlers, suspended });
  latest.current = { mode, handlers, suspended };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { mode: currentMode, handlers: current, suspended: paused } = latest.current;
      const shortcut = matchEditorShortcut(event);
      if (shortcut === undefined || paused) return;
      if (shortcut.id !== 'closeDialog' && isTyping(event.target)) return;
      if (shortcut.editOnly && currentMode !== 'edit') return;
      const handler = current[shortcut.id];
      if (handler === undefined) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
