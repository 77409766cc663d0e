import { adminListUsers } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { toUserRows } from './toUserRows.ts';

/** The query key of the users of an organization. */
export function getUsersQueryKey(organizationId: number | null) {
  return ['users', organizationId] as const;
}

/** The users of the selected organization (`GET /admin/users`) as table rows. */
export function useUsersQuery() {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: getUsersQueryKey(organizationId),
    queryFn: async ({ signal }) => toUserRows((await api.call(adminListUsers, {}, { signal })).users),
  });
}
