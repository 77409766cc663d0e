import { patientsGet } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';

/** One client (`GET /user/patient/{id}`), not retried: a client that cannot be read sends the user back. */
export function useClientQuery(clientId: number | undefined) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: clientQueryKeys.client(clientId),
    queryFn: ({ signal }) => api.call(patientsGet, { params: { patientId: clientId ?? 0 } }, { signal }),
    enabled: clientId !== undefined,
    retry: false,
  });
}
