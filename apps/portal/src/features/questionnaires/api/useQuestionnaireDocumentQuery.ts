import { type ApiClient, questionnairesGet } from '@carecall/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** The query of one stored questionnaire document, shared by the screen's query and the read after a save. */
export function questionnaireDocumentQuery(api: ApiClient, questionnaireId: number | null) {
  return queryOptions({
    queryKey: questionnaireQueryKeys.document(questionnaireId ?? 0),
    queryFn: ({ signal }) =>
      api.call(questionnairesGet, { params: { questionnaireId: questionnaireId ?? 0 }, query: {} }, { signal }),
    enabled: questionnaireId !== null && questionnaireId > 0,
    // A stale graph is worse than a spinner: the editor must start from what is stored.
    staleTime: 0,
  });
}

/**
 * One questionnaire of the selected organization with its graph, version and read-only state; disabled for no
 * selection or a new local one (id -1 or below), which has nothing stored to fetch.
 */
export function useQuestionnaireDocumentQuery(questionnaireId: number | null) {
  const { api } = usePortalRuntime();
  return useQuery(questionnaireDocumentQuery(api, questionnaireId));
}
