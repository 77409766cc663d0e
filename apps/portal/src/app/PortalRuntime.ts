import type { ApiClient } from '@carecall/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { AuthService } from '../features/auth/createAuthService.ts';
import type { MfaState } from '../features/auth/createMfaState.ts';
import type { ReturnTargetStore } from '../features/auth/createReturnTargetStore.ts';
import type { InactivityMonitor } from '../features/auth/inactivity/createInactivityMonitor.ts';
import type { CallActivityFlag } from './createCallActivityFlag.ts';
import type { Notifier } from './createNotifier.ts';
import type { PortalStore } from './createPortalStore.ts';
import type { SessionActions } from './createSessionActions.ts';
import type { RuntimeConfig } from './loadRuntimeConfig.ts';
import type { PortalLocale } from './portalLocales.ts';

/**
 * Everything the portal's screens share and nothing global: built once at boot from `/config.json` (and by each
 * test with fakes), handed down through context.
 */
export interface PortalRuntime {
  config: RuntimeConfig;
  store: PortalStore;
  auth: AuthService;
  /** The only way to the backends. */
  api: ApiClient;
  session: SessionActions;
  mfaState: MfaState;
  returnTargets: ReturnTargetStore;
  notifier: Notifier;
  /** Set by the live-call screen; pauses the inactivity check for call polling. */
  callActivity: CallActivityFlag;
  /** The running inactivity monitor, while the setting turns it on. */
  inactivity: { current: InactivityMonitor | null };
  queryClient: QueryClient;
  i18n: i18n;
  /** Client-side navigation. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** A full page load (organization change, new version). */
  reload: (url?: string) => void;
  /** Stops the per-navigation bookkeeping (tests, or a portal unmounted from its page). */
  dispose: () => void;
  /** Switches the interface language everywhere and keeps it in local storage. */
  changeLocale: (locale: PortalLocale) => Promise<void>;
}
