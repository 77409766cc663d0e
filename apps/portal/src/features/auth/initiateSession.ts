import {
  type ApiClient,
  sessionGetSettings,
  sessionGetUser,
  sessionUpdateTimeZone,
  type UserSession,
} from '@carecall/api-client';
import type { PortalStore } from '../../app/createPortalStore.ts';

/** What {@link initiateSession} needs. */
export interface InitiateSessionOptions {
  api: Pick<ApiClient, 'call'>;
  store: PortalStore;
  /** The browser clock's offset and zone; injected so tests do not depend on the machine's zone. */
  timeZone?: { offsetMinutes: number; name: string | undefined };
}

function getBrowserTimeZone(): { offsetMinutes: number; name: string | undefined } {
  return {
    offsetMinutes: new Date().getTimezoneOffset(),
    name: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The organization to act in: the stored one while the user still has it, else the server's selection. */
export function chooseSelectedOrganization(user: UserSession, storedId: number | null): number | null {
  if (storedId !== null && user.organizations.some((organization) => organization.id === storedId)) return storedId;
  return user.selected_org?.id ?? user.organizations[0]?.id ?? null;
}

/**
 * Loads what every screen needs before it renders: the user time zone is sent once per sign-in,
 * then the user details, then the settings of the selected organization, and the session is marked initiated. A
 * second-factor 401 on any of them rejects with `MFA_IS_REQUIRED` after the api client has shown that screen.
 */
export async function initiateSession({ api, store, timeZone = getBrowserTimeZone() }: InitiateSessionOptions) {
  if (!store.getState().timeZoneSent) {
    await api.call(sessionUpdateTimeZone, {
      body: { timeOffSet: timeZone.offsetMinutes, ...(timeZone.name ? { timezone: timeZone.name } : {}) },
    });
    store.update({ timeZoneSent: true });
  }
  const user = await api.call(sessionGetUser);
  const selectedOrganizationId = chooseSelectedOrganization(user, store.getState().selectedOrganizationId);
  store.update({ user, organizations: user.organizations, selectedOrganizationId });
  const settings = await api.call(sessionGetSettings);
  store.update({ settings, initiated: true });
}
