/** One keyboard shortcut of the editor: the keys as shown, what it does (an i18n key), and when it applies. */
export interface EditorShortcut {
  id: EditorShortcutId;
  /** Shown in the help dialog; "Mod" is Ctrl (or ⌘ on a Mac). */
  keys: readonly string[];
  /** Key in the `questionnaires` namespace. */
  labelKey: string;
  /** Only while editing (else also while viewing). */
  editOnly: boolean;
}

/** The stable names of the editor's shortcuts, so the handler and the help dialog cannot drift apart. */
export type EditorShortcutId =
  | 'undo'
  | 'redo'
  | 'save'
  | 'find'
  | 'fitView'
  | 'relayout'
  | 'addVertex'
  | 'help'
  | 'closeDialog';

/** Every shortcut, in the order the help dialog lists them. */
export const EDITOR_SHORTCUTS: readonly EditorShortcut[] = [
  { id: 'undo', keys: ['Mod', 'Z'], labelKey: 'shortcuts.undo', editOnly: true },
  { id: 'redo', keys: ['Mod', 'Shift', 'Z'], labelKey: 'shortcuts.redo', editOnly: true },
  { id: 'save', keys: ['Mod', 'S'], labelKey: 'shortcuts.save', editOnly: true },
  { id: 'find', keys: ['Mod', 'F'], labelKey: 'shortcuts.find', editOnly: false },
  { id: 'fitView', keys: ['F'], labelKey: 'shortcuts.fitView', editOnly: false },
  { id: 'relayout', keys: ['L'], labelKey: 'shortcuts.relayout', editOnly: false },
  { id: 'addVertex', keys: ['A'], labelKey: 'shortcuts.addVertex', editOnly: true },
  { id: 'help', keys: ['?'], labelKey: 'shortcuts.help', editOnly: false },
  { id: 'closeDialog', keys: ['Esc'], labelKey: 'shortcuts.closeDialog', editOnly: false },
];
