import { needsArchiveWarning } from '@carecall/graph-core';
import { useCallback } from 'react';
import { type LifecycleEntry, useQuestionnaireLifecycle } from '../api/useQuestionnaireLifecycle.ts';
import type { EditorStore } from '../editor/createEditorStore.ts';
import type { EditorDialogControls } from '../editor/useEditorDialogs.ts';

/** What {@link useLifecycleActions} offers the action bar and the archive warning. */
export interface LifecycleActions {
  /** Archive from the action bar: asks first for an embedded-type questionnaire, else archives. */
  requestArchive: () => void;
  /** Archives the open questionnaire at once (the warning's confirm). */
  archive: () => void;
  restore: () => void;
  /** While an archive or restore runs, so the buttons are disabled. */
  pending: boolean;
}

/** The open questionnaire as the lifecycle PATCH needs it, with the version the editor holds; none before a save. */
function getLifecycleEntry(store: EditorStore): LifecycleEntry | null {
  const { document, version } = store.getState();
  if (document === null || version === undefined) return null;
  const { id, questionnaire_name, language, is_multiple_languages, shadow_questionnaire_id } = document;
  return { id, name: questionnaire_name, language, is_multiple_languages, shadow_questionnaire_id, version };
}

/**
 * Archives and restores the questionnaire open in the editor, so the screen does not assemble the PATCH entry
 * itself; refusals are toasted by {@link useQuestionnaireLifecycle}.
 */
export function useLifecycleActions(store: EditorStore, dialogs: EditorDialogControls): LifecycleActions {
  const lifecycle = useQuestionnaireLifecycle();
  const { close, open } = dialogs;
  const { archive: archiveEntry, restore: restoreEntry } = lifecycle;

  const archive = useCallback(() => {
    close();
    const entry = getLifecycleEntry(store);
    if (entry) void archiveEntry(entry);
  }, [store, close, archiveEntry]);

  const requestArchive = useCallback(() => {
    const document = store.getState().document;
    if (document !== null && needsArchiveWarning(document)) open({ kind: 'archiveWarning' });
    else archive();
  }, [store, open, archive]);

  const restore = useCallback(() => {
    const entry = getLifecycleEntry(store);
    if (entry) void restoreEntry(entry);
  }, [store, restoreEntry]);

  return { requestArchive, archive, restore, pending: lifecycle.pending };
}
