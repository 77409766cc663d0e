import { applyPatchesTo, type EditError, type EditResult, type Patch, type Questionnaire } from '@carecall/graph-core';

/** Whether the questionnaire is only shown or being changed. */
export type EditorMode = 'view' | 'edit';

/** One undoable step: graph-core's patches that redo it and the inverse patches that undo it. */
export interface EditorStep {
  patches: readonly Patch[];
  inversePatches: readonly Patch[];
}

/** A request to center the graph on a vertex; `sequence` changes on every request, so asking twice moves twice. */
export interface EditorFocus {
  vertex: string;
  sequence: number;
}

/** Everything the editor screen shows about the open questionnaire. */
export interface EditorState {
  /** The questionnaire as loaded (or last saved), what a failed save or Cancel returns to. */
  loaded: Questionnaire | null;
  /** The questionnaire being shown and edited. */
  document: Questionnaire | null;
  /** The stored version the edits are based on; absent for a questionnaire never saved. */
  version: number | undefined;
  mode: EditorMode;
  undoStack: readonly EditorStep[];
  redoStack: readonly EditorStep[];
  /** Whether the working document differs from the loaded one by an edit not undone. */
  dirty: boolean;
  /** The selected vertex, if any. */
  selected: string | null;
  focus: EditorFocus | null;
}

/** Options of `load`. */
export interface EditorLoadOptions {
  version?: number | undefined;
  mode?: EditorMode;
}

/** The outcome of `apply`: done, or graph-core's reason for refusing (the document is unchanged). */
export type EditorApplyOutcome = { ok: true } | { ok: false; error: EditError };

/** The editor's state machine; see {@link createEditorStore}. */
export interface EditorStore {
  getState: () => EditorState;
  subscribe: (listener: () => void) => () => void;
  /** Opens a questionnaire: everything from the previous one (history, selection, mode) is dropped. */
  load: (questionnaire: Questionnaire, options?: EditorLoadOptions) => void;
  /** Closes the questionnaire (nothing selected in the tree). */
  clear: () => void;
  startEditing: () => void;
  /** Leaves edit mode and returns to the loaded questionnaire, dropping every edit. */
  cancelEditing: () => void;
  /** Records an edit from a graph-core operation, or hands back its refusal. Throws outside edit mode (a wiring bug). */
  apply: (result: EditResult<object>) => EditorApplyOutcome;
  /** Replaces the whole working document as one undoable step (copying another questionnaire's graph). */
  replace: (next: Questionnaire) => void;
  undo: () => boolean;
  redo: () => boolean;
  /** Returns to the loaded questionnaire after a refused save; stays in edit mode with an empty history. */
  revert: () => void;
  select: (vertex: string | null) => void;
  focusVertex: (vertex: string) => void;
}

const EMPTY_STATE: EditorState = {
  loaded: null,
  document: null,
  version: undefined,
  mode: 'view',
  undoStack: [],
  redoStack: [],
  dirty: false,
  selected: null,
  focus: null,
};

/**
 * The editor's state without React: the loaded and working questionnaires, the mode, and undo/redo stacks of
 * graph-core's patches, so every edit is undone by exactly the change that made it and tests need no DOM.
 */
export function createEditorStore(): EditorStore {
  let state = EMPTY_STATE;
  // How deep the undo stack is when the working document equals the loaded one; null once that point is unreachable
  // (an edit made after undoing past it).
  let cleanDepth: number | null = 0;
  let focusSequence = 0;
  const listeners = new Set<() => void>();

  const set = (changes: Partial<EditorState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const isDirty = (depth: number) => cleanDepth !== depth;
  const keepSelection = (document: Questionnaire | null) =>
    state.selected !== null && document?.nodes.some((node) => node.v === state.selected) ? state.selected : null;

  const store: EditorStore = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: (questionnaire, options = {}) => {
      cleanDepth = 0;
      set({
        ...EMPTY_STATE,
        loaded: questionnaire,
        document: questionnaire,
        version: options.version,
        mode: options.mode ?? 'view',
      });
    },
    clear: () => {
      cleanDepth = 0;
      set(EMPTY_STATE);
    },
    startEditing: () => {
      if (state.document !== null && state.mode === 'view') set({ mode: 'edit' });
    },
    cancelEditing: () => {
      cleanDepth = 0;
      set({ document: state.loaded, mode: 'view', undoStack: [], redoStack: [], dirty: false, selected: null });
    },
    apply: (result) => {
      if (!result.ok) return { ok: false, error: result.error };
      if (state.mode !== 'edit' || state.document === null)
        throw new Error('EDITOR_NOT_EDITING: edits are applied only in edit mode, to an open questionnaire.');
      const undoStack = [...state.undoStack, { patches: result.patches, inversePatches: result.inversePatches }];
      if (cleanDepth !== null && cleanDepth >= undoStack.length) cleanDepth = null;
      set({
        document: result.questionnaire,
        undoStack,
        redoStack: [],
        dirty: isDirty(undoStack.length),
        selected: keepSelection(result.questionnaire),
      });
      return { ok: true };
    },
    replace: (next) => {
      const current = state.document;
      if (current === null) return;
      store.apply({
        ok: true,
        questionnaire: next,
        patches: [{ op: 'replace', path: [], value: next }],
        inversePatches: [{ op: 'replace', path: [], value: current }],
      });
    },
    undo: () => {
      const step = state.undoStack.at(-1);
      if (step === undefined || state.document === null) return false;
      const document = applyPatchesTo(state.document, step.inversePatches);
      const undoStack = state.undoStack.slice(0, -1);
      set({
        document,
        undoStack,
        redoStack: [...state.redoStack, step],
        dirty: isDirty(undoStack.length),
        selected: keepSelection(document),
      });
      return true;
    },
    redo: () => {
      const step = state.redoStack.at(-1);
      if (step === undefined || state.document === null) return false;
      const document = applyPatchesTo(state.document, step.patches);
      const undoStack = [...state.undoStack, step];
      set({
        document,
        undoStack,
        redoStack: state.redoStack.slice(0, -1),
        dirty: isDirty(undoStack.length),
        selected: keepSelection(document),
      });
      return true;
    },
    revert: () => {
      cleanDepth = 0;
      set({ document: state.loaded, undoStack: [], redoStack: [], dirty: false, selected: null });
    },
    select: (vertex) => {
      if (vertex !== state.selected) set({ selected: vertex });
    },
    focusVertex: (vertex) => {
      focusSequence += 1;
      set({ selected: vertex, focus: { vertex, sequence: focusSequence } });
    },
  };
  return store;
}
