import { diagnosesList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';

/** The diagnoses of a client, in the order stored, for the summary and the Health profile tab. */
export function useDiagnosesQuery(clientId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: clientQueryKeys.diagnoses(clientId),
    queryFn: ({ signal }) => api.call(diagnosesList, { params: { patientId: clientId } }, { signal }),
  });
}
