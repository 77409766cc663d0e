import { isApiError, readVersionConflict, type VersionConflictBody } from '@carecall/api-client';
import {
  checkQuestionnaireSave,
  NEW_QUESTIONNAIRE_ID,
  type Questionnaire,
  toSaveBody,
  writeSaveBody,
} from '@carecall/graph-core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { type StoredQuestionnaire, useSaveQuestionnaire } from '../api/useSaveQuestionnaire.ts';
import type { EditorStore } from '../editor/createEditorStore.ts';

/** What the save flow asks of the screen. */
export interface SaveFlowCallbacks {
  /** The start or complete vertex is missing: open the start/end dialog with this (translated) warning. */
  onMissingStart: (warning: string) => void;
  /** Someone else saved first (409): ask whether to reload or keep editing, saying who and when when known. */
  onConflict: (conflict: VersionConflictBody | null) => void;
  /**
   * Stored: reopen the saved questionnaire in view mode, as the server answers it (`saved.stored`), or as it was sent
   * (`prepared`) when that read failed.
   */
  onSaved: (saved: StoredQuestionnaire, prepared: Questionnaire) => void;
}

/**
 * A save: graph-core's save rule over the working copy in one walk (`checkQuestionnaireSave`, the server's rule:
 * a missing start or complete vertex opens the start/end dialog, missing multi-branch follow-ups warn), then the
 * prepared body it answered with the version it is based on; a refusal toasts the server's text and reverts the graph
 * to what was loaded, a 409 keeps every edit until the user decides.
 */
export function useSaveFlow(store: EditorStore, callbacks: SaveFlowCallbacks) {
  const { t } = useTranslation('questionnaires');
  const toast = usePortalToast();
  const { mutateAsync, isPending: saving } = useSaveQuestionnaire();
  const { onMissingStart, onConflict, onSaved } = callbacks;

  const save = useCallback(async () => {
    const { document, version, mode } = store.getState();
    if (document === null || mode !== 'edit' || saving) return;
    const checked = checkQuestionnaireSave(document);
    const refusedBy = (rule: string) => checked.errors.some((error) => error.rule === rule);
    if (refusedBy('missing-start') || refusedBy('missing-complete')) {
      onMissingStart(t('save.missingStart'));
      return;
    }
    if (refusedBy('multi-branch-missing-edges')) {
      toast.warn(t('save.multiBranchMissingEdges'), t('save.multiBranchMissingEdgesDetail'));
      return;
    }
    // Other errors are the server's to explain (it knows the parameter keys); the body is what it would refuse.
    const prepared = checked.schema ? document : checked.prepared;
    const body = checked.schema ? toSaveBody(document) : writeSaveBody(prepared);
    try {
      const saved = await mutateAsync(
        document.id !== NEW_QUESTIONNAIRE_ID && version !== undefined ? { ...body, version } : body,
      );
      toast.success(t('save.saved', { name: document.questionnaire_name }));
      onSaved(saved, prepared);
    } catch (error) {
      if (isApiError(error, 'QUESTIONNAIRE_VERSION_CONFLICT')) {
        onConflict(readVersionConflict(error));
        return;
      }
      const serverText = isApiError(error) ? error.body?.error : undefined;
      const detail = error instanceof Error ? error.message : String(error);
      toast.error(t('save.failedTitle'), serverText ?? t('save.failed', { error: detail }));
      store.revert();
    }
  }, [store, saving, mutateAsync, toast, t, onMissingStart, onConflict, onSaved]);

  return { save, saving };
}
