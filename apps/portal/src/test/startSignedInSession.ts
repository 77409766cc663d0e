import { settingsSchema, type UserSession } from '@carecall/api-client';
import type { PortalRuntime } from '../app/PortalRuntime.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from './fixtures.ts';

/** Options of {@link startSignedInSession}. */
export interface SignedInSessionOptions {
  /** The signed-in user; the admin of Demo Care unless told. */
  user?: UserSession;
  /** The organization's settings before parsing; every shell feature on unless told. */
  settings?: Record<string, unknown>;
}

/**
 * Puts the runtime where start-up leaves a signed-in user of Demo Care, so a screen can be rendered without the
 * session and settings requests of the real start-up.
 */
export function startSignedInSession(runtime: PortalRuntime, options: SignedInSessionOptions = {}) {
  const { user = ADMIN_SESSION, settings = ALL_ON_SETTINGS } = options;
  runtime.store.update({
    user,
    organizations: user.organizations,
    selectedOrganizationId: 1,
    settings: settingsSchema.parse(settings),
    initiated: true,
  });
}
