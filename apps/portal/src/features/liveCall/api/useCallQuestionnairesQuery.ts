import { questionnairesList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from '../../questionnaires/api/questionnaireQueryKeys.ts';
import { getCallQuestionnaires } from '../helpers/getCallQuestionnaires.ts';

/** The selected organization's questionnaires that can run a call to a client of this language. */
export function useCallQuestionnairesQuery(clientLanguage: string | null | undefined) {
  const { api } = usePortalRuntime();
  return useQuery({
    // Shares the editor's cache entry: the same list, filtered here.
    queryKey: questionnaireQueryKeys.list(null),
    queryFn: async ({ signal }) => (await api.call(questionnairesList, { query: {} }, { signal })).questionnaires,
    select: (list) => getCallQuestionnaires(list, clientLanguage),
  });
}
