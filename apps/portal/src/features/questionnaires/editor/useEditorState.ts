import { useSyncExternalStore } from 'react';
import type { EditorState, EditorStore } from './createEditorStore.ts';

/**
 * Reads one slice of the editor's state and re-renders only when that slice changes, so the graph does not redraw
 * when, say, the selection or the undo stack moves. Select a field, not a new object.
 */
export function useEditorState<T>(store: EditorStore, selector: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
