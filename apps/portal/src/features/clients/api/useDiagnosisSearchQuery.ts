import { diagnosesSearch } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';

/** The diagnoses matching a search text, for adding one to a client; nothing is asked before one character. */
export function useDiagnosisSearchQuery(clientId: number, text: string) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: clientQueryKeys.diagnosisSearch(clientId, text),
    queryFn: ({ signal }) =>
      api.call(diagnosesSearch, { params: { patientId: clientId }, query: { query: text } }, { signal }),
    enabled: text.length >= 1,
  });
}
