import { type QuestionnaireDocument, type QuestionnaireSaveBody, questionnairesSave } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';
import { questionnaireDocumentQuery } from './useQuestionnaireDocumentQuery.ts';

/** A stored save: the new id and version, and the document as the server now answers it (absent if it could not be read). */
export interface StoredQuestionnaire {
  id: number;
  version: number;
  stored: QuestionnaireDocument | undefined;
}

/**
 * Saves (creates or replaces) a questionnaire from graph-core's save body plus the version it is based on, then reads
 * the stored document back into the document's query, so the editor shows exactly what was stored; every other
 * questionnaire query is refreshed so the tree shows it too.
 */
export function useSaveQuestionnaire() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuestionnaireSaveBody): Promise<StoredQuestionnaire> => {
      const saved = await api.call(questionnairesSave, { body });
      // The save stands even when this read fails: the document's query then refetches it later. An answer older
      // than the saved version is not what was stored.
      const read = await queryClient.fetchQuery(questionnaireDocumentQuery(api, saved.id)).catch(() => undefined);
      const stored = read !== undefined && read.version >= saved.version ? read : undefined;
      return { id: saved.id, version: saved.version, stored };
    },
    onSuccess: ({ id, stored }) =>
      queryClient.invalidateQueries({
        queryKey: questionnaireQueryKeys.all,
        predicate: (query) =>
          stored === undefined ||
          JSON.stringify(query.queryKey) !== JSON.stringify(questionnaireQueryKeys.document(id)),
      }),
  });
}
