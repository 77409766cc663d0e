import { type PatientSearchRecord, patientsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';

/**
 * The clients of the selected organization as search records (`GET /user/patient?format=portal_search`), narrowed by
 * `search` when given: the client list and the top menu's search share it.
 */
export function usePatientSearchQuery(search = '', { enabled = true }: { enabled?: boolean } = {}) {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery<PatientSearchRecord[]>({
    queryKey: clientQueryKeys.search(organizationId, search),
    queryFn: async ({ signal }) => {
      const { patients } = await api.call(
        patientsList,
        { query: { format: 'portal_search', ...(search ? { search } : {}) } },
        { signal },
      );
      return patients;
    },
    enabled,
  });
}
