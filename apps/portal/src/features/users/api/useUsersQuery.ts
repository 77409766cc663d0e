import { adminListUsers } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { toUserRows } from './toUserRows.ts';
import { userQueryKeys } from './userQueryKeys.ts';

/** The users of the selected organization (`GET /admin/users`) as table rows. */
export function useUsersQuery() {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: userQueryKeys.list(organizationId),
    queryFn: async ({ signal }) => toUserRows((await api.call(adminListUsers, {}, { signal })).users),
  });
}
