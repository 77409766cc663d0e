import type { VersionConflictBody } from '@carecall/api-client';
import {
  addVertex,
  type EditResult,
  editVertex,
  type Questionnaire,
  removeVertex,
  type VertexDialogMode,
} from '@carecall/graph-core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import type { VertexDialogResult } from '../dialogs/VertexDialog.tsx';
import type { EditorStore } from './createEditorStore.ts';

/** The dialog on top of the editor; one at a time. */
export type EditorDialog =
  | { kind: 'conflict'; conflict: VersionConflictBody | null }
  | { kind: 'discard'; onDiscard: () => void }
  | { kind: 'vertex'; mode: VertexDialogMode; vertex?: string }
  | { kind: 'edge'; mode: 'add' | 'remove' }
  | { kind: 'startComplete'; warning?: string }
  | { kind: 'settings' }
  | { kind: 'add' | 'copy' | 'delete' | 'archiveWarning' | 'callNow' | 'dryRun' | 'history' | 'help' };

/** What {@link useEditorDialogs} answers: the open dialog and the ways its results reach the store. */
export interface EditorDialogControls {
  dialog: EditorDialog | null;
  open: (dialog: EditorDialog) => void;
  close: () => void;
  /** Applies a graph-core edit; a refusal toasts why (translated by its code) and answers false. */
  applyEdit: (result: EditResult<object>) => boolean;
  /** Applies a dialog's edit to the current document and closes the dialog, unless the edit is refused. */
  applyFromDialog: (edit: (current: Questionnaire) => EditResult<object>) => void;
  /** Adds or changes a vertex from the vertex dialog; an added vertex is focused. */
  confirmVertex: (target: { mode: VertexDialogMode; vertex?: string }, result: VertexDialogResult) => void;
  /** Removes a vertex from the vertex dialog's Delete. */
  deleteVertex: (vertex: string) => void;
}

/**
 * Owns which dialog is open on the editor and applies the dialogs' results through the store, so every refused edit
 * is handled one way: the dialog stays open with its input and a toast says why.
 */
export function useEditorDialogs(store: EditorStore): EditorDialogControls {
  const { t } = useTranslation('questionnaires');
  const toast = usePortalToast();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);

  const applyEdit = useCallback(
    (result: EditResult<object>): boolean => {
      const outcome = store.apply(result);
      if (!outcome.ok) toast.error(t('editRefused'), t(`editErrors.${outcome.error.code}`));
      return outcome.ok;
    },
    [store, toast, t],
  );

  const applyFromDialog = useCallback(
    (edit: (current: Questionnaire) => EditResult<object>) => {
      const current = store.getState().document;
      if (current !== null && applyEdit(edit(current))) setDialog(null);
    },
    [store, applyEdit],
  );

  const confirmVertex = useCallback(
    (target: { mode: VertexDialogMode; vertex?: string }, result: VertexDialogResult) => {
      const current = store.getState().document;
      if (current === null) return;
      const extras = {
        ...(result.tagsv2 === undefined ? {} : { tagsv2: result.tagsv2 }),
        ...(result.hotTransfer === undefined ? {} : { hotTransfer: result.hotTransfer }),
      };
      if (target.mode === 'add') {
        const added = addVertex(current, {
          ...result.draft,
          ...extras,
          ...(result.from === undefined ? {} : { from: result.from }),
        });
        if (!applyEdit(added)) return;
        setDialog(null);
        if (added.ok) store.focusVertex(added.vertex);
        return;
      }
      if (target.vertex === undefined) return;
      // Refused: the dialog stays open with its input, and the toast says why.
      if (applyEdit(editVertex(current, target.vertex, { ...result.draft, ...extras }))) setDialog(null);
    },
    [store, applyEdit],
  );

  const deleteVertex = useCallback(
    (vertex: string) => applyFromDialog((current) => removeVertex(current, vertex)),
    [applyFromDialog],
  );

  return useMemo(
    () => ({ dialog, open: setDialog, close, applyEdit, applyFromDialog, confirmVertex, deleteVertex }),
    [dialog, close, applyEdit, applyFromDialog, confirmVertex, deleteVertex],
  );
}
