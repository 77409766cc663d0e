import { type ApiClient, adminGetOrganization, sessionGetSettings } from '@carecall/api-client';
import type { PortalStore } from '../../app/createPortalStore.ts';

/**
 * Loads the organization an address names (`?organizationId=`, GET /admin/organization/{id}), selects it and reloads
 * its settings. Its own module, loaded only for such addresses.
 */
export async function selectOrganization(
  { api, store }: { api: Pick<ApiClient, 'call'>; store: PortalStore },
  organizationId: number,
  isCancelled: () => boolean = () => false,
): Promise<void> {
  const answer = await api.call(adminGetOrganization, { params: { organizationId } });
  if (isCancelled()) return;
  store.update({ selectedOrganizationId: answer.organizationId });
  const settings = await api.call(sessionGetSettings);
  if (!isCancelled()) store.update({ settings });
}
