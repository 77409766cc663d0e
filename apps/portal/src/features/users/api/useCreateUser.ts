import { adminCreateUser, type NewUser } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { userQueryKeys } from './userQueryKeys.ts';

/** Creates a user in the selected organization (`POST /admin/userWithEmail`) and refreshes the users table. */
export function useCreateUser() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useMutation({
    mutationFn: (user: NewUser) => api.call(adminCreateUser, { body: user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.list(organizationId) }),
  });
}
