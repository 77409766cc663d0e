import { describe, expect, it } from 'vitest';
import { matchEditorShortcut } from './useEditorShortcuts.ts';

const press = (key: string, modifiers: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
  matchEditorShortcut({
    key,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    shiftKey: modifiers.shift ?? false,
    altKey: modifiers.alt ?? false,
  })?.id;

describe('editor shortcuts', () => {
  it('tells undo from redo by Shift, with Ctrl or the Mac command key', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('s', { ctrl: true })).toBe('save');
    expect(press('f', { ctrl: true })).toBe('find');
  });

  it('matches the single keys only without Ctrl, and ? with its Shift', () => {
    expect(press('f')).toBe('fitView');
    expect(press('l')).toBe('relayout');
    expect(press('a')).toBe('addVertex');
    expect(press('?', { shift: true })).toBe('help');
    expect(press('Escape')).toBe('closeDialog');
    expect(press('z')).toBeUndefined();
    expect(press('a', { ctrl: true })).toBeUndefined();
    expect(press('z', { ctrl: true, alt: true })).toBeUndefined();
  });
});
