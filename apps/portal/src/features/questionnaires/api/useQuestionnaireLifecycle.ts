import { type QuestionnaireListEntry, questionnairesPatch } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getLifecycleErrorMessage } from '../lifecycle/getLifecycleErrorMessage.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/**
 * What archiving or restoring needs of a questionnaire: the PATCH body repeats its settings, and `version`, the one
 * on screen, lets the server refuse a change based on a stale copy.
 */
export type LifecycleEntry = Pick<
  QuestionnaireListEntry,
  'id' | 'name' | 'language' | 'is_multiple_languages' | 'shadow_questionnaire_id' | 'version'
>;

/** What {@link useQuestionnaireLifecycle} offers the action bar. */
export interface QuestionnaireLifecycle {
  /** Archives; resolves with the updated entry, or null when refused (the refusal is already toasted). */
  archive: (entry: LifecycleEntry) => Promise<QuestionnaireListEntry | null>;
  /** Restores an archived questionnaire; resolves like `archive`. */
  restore: (entry: LifecycleEntry) => Promise<QuestionnaireListEntry | null>;
  /** While either request runs, so the buttons can be disabled. */
  pending: boolean;
}

interface PatchInput {
  entry: LifecycleEntry;
  archive: boolean;
}

/**
 * Archives and restores questionnaires through `PATCH questionnaire/{id}`, so the action bar needs no
 * request code: every outcome is toasted in the user's language and every questionnaire query is refreshed, also
 * after a refusal, since a refusal usually means the list on screen is out of date.
 */
export function useQuestionnaireLifecycle(): QuestionnaireLifecycle {
  const { api } = usePortalRuntime();
  const { t } = useTranslation('questionnaireLifecycle');
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ entry, archive }: PatchInput) =>
      api.call(questionnairesPatch, {
        params: { questionnaireId: entry.id },
        body: {
          id: entry.id,
          archive,
          is_multiple_languages: entry.is_multiple_languages,
          shadow_questionnaire_id: entry.shadow_questionnaire_id,
          language: entry.language,
          version: entry.version,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all }),
  });

  const run = useCallback(
    async (entry: LifecycleEntry, archive: boolean) => {
      try {
        const updated = await mutateAsync({ entry, archive });
        toast.success(t(archive ? 'archive.archived' : 'archive.restored', { name: entry.name }));
        return updated;
      } catch (error) {
        toast.error(getLifecycleErrorMessage(t, api, error, formatDate));
        return null;
      }
    },
    [mutateAsync, toast, t, api, formatDate],
  );
  const archive = useCallback((entry: LifecycleEntry) => run(entry, true), [run]);
  const restore = useCallback((entry: LifecycleEntry) => run(entry, false), [run]);
  return { archive, restore, pending: isPending };
}
