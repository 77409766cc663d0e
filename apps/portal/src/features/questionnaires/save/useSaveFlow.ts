import {
  isApiError,
  type QuestionnaireSaved,
  readVersionConflict,
  type VersionConflictBody,
} from '@carecall/api-client';
import { NEW_QUESTIONNAIRE_ID, toSaveBody, validateForSave } from '@carecall/graph-core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useSaveQuestionnaire } from '../api/useSaveQuestionnaire.ts';
import type { EditorStore } from '../editor/createEditorStore.ts';

/** What the save flow asks of the screen. */
export interface SaveFlowCallbacks {
  /** The start or complete vertex is missing: open the start/end dialog with this (translated) warning. */
  onMissingStart: (warning: string) => void;
  /** Someone else saved first (409): ask whether to reload or keep editing, saying who and when when known. */
  onConflict: (conflict: VersionConflictBody | null) => void;
  /** Stored: reopen the saved questionnaire in view mode. */
  onSaved: (saved: QuestionnaireSaved) => void;
}

/**
 * The save of part 2 §5 and §8: graph-core's save validation first (missing start opens the start/end dialog,
 * missing multi-branch follow-ups warn), then the prepared body with the version it is based on; a refusal toasts
 * the server's text and reverts the graph to what was loaded, a 409 keeps every edit until the user decides.
 */
export function useSaveFlow(store: EditorStore, callbacks: SaveFlowCallbacks) {
  const { t } = useTranslation('questionnaires');
  const toast = usePortalToast();
  const { mutateAsync, isPending: saving } = useSaveQuestionnaire();
  const { onMissingStart, onConflict, onSaved } = callbacks;

  const save = useCallback(async () => {
    const { document, version, mode } = store.getState();
    if (document === null || mode !== 'edit' || saving) return;
    const issues = validateForSave(document);
    if (issues.some((issue) => issue.code === 'missing-start' || issue.code === 'missing-complete')) {
      onMissingStart(t('save.missingStart'));
      return;
    }
    if (issues.some((issue) => issue.code === 'multi-branch-missing-edges')) {
      toast.warn(t('save.multiBranchMissingEdges'), t('save.multiBranchMissingEdgesDetail'));
      return;
    }
    const body = toSaveBody(document);
    try {
      const saved = await mutateAsync(
        document.id !== NEW_QUESTIONNAIRE_ID && version !== undefined ? { ...body, version } : body,
      );
      toast.success(t('save.saved', { name: document.questionnaire_name }));
      onSaved(saved);
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
