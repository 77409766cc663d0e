import { questionnairesGet } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** How long a fetched sub-questionnaire serves the Test panel's runs before it is read again. */
const SUB_QUESTIONNAIRE_STALE_TIME = 60 * 1000;

/**
 * Reads one questionnaire with its graph (`GET questionnaire/{id}`) when it is needed rather than on render: the
 * Test panel fetches a sub-questionnaire when a run enters it. It shares the document query's cache, so one the
 * editor or an earlier run has read is not fetched again for a minute.
 */
export function useFetchQuestionnaireDocument(): (questionnaireId: number) => Promise<Questionnaire> {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useCallback(
    (questionnaireId: number) =>
      queryClient.fetchQuery({
        queryKey: questionnaireQueryKeys.document(questionnaireId),
        queryFn: ({ signal }) => api.call(questionnairesGet, { params: { questionnaireId }, query: {} }, { signal }),
        staleTime: SUB_QUESTIONNAIRE_STALE_TIME,
        // The panel says at once what could not be loaded; Restart tries again.
        retry: false,
      }),
    [api, queryClient],
  );
}
