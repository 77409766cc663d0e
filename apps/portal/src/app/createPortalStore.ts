import type { Organization, ScheduledCall, Settings, UserSession } from '@carecall/api-client';
import { type PortalLocale, toPortalLocale } from './portalLocales.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** What the portal knows about the signed-in session. */
export interface PortalState {
  /** The answer of `GET /user/auth/`. */
  user: UserSession | null;
  /** Every organization the user may select. */
  organizations: Organization[];
  /** The organization requests act in (unless the page names another with `?organizationId=`). */
  selectedOrganizationId: number | null;
  /** The selected organization's feature settings; reloaded at every start. */
  settings: Settings | null;
  /** The portal version this tab runs, compared with `/version.json`. */
  appVersion: string | null;
  locale: PortalLocale;
  /** Whether the user time zone was sent in this sign-in session. */
  timeZoneSent: boolean;
  /** User details and settings are loaded for this page load: screens may render. */
  initiated: boolean;
  /** The client (patient) the current screen works on; cleared on every navigation. */
  currentClientId: number | null;
  /**
   * The call the scheduler reserved for this agent, until it is placed or passed over. Kept in memory only (it names
   * the client), never in browser storage: a reload forgets it and the reservation lapses on the server.
   */
  scheduledCall: ScheduledCall | null;
  /** A call is ringing or connected on the call screen: the scheduler bar steps aside. */
  liveCallActive: boolean;
  /** A call placed from the scheduler has just ended: the bar offers the next client. */
  schedulerOfferNext: boolean;
}

/** The fields saved in session storage (user, organizations, app version, locale). */
const PERSISTED_KEYS = [
  'user',
  'organizations',
  'selectedOrganizationId',
  'appVersion',
  'locale',
  'timeZoneSent',
] as const satisfies readonly (keyof PortalState)[];

/** The store of the signed-in session: a tiny external store React reads with `useSyncExternalStore`. */
export interface PortalStore {
  getState(): PortalState;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<PortalState> | ((state: PortalState) => Partial<PortalState>)): void;
  /** Back to the initial state (keeping the language), as after a logout or a new version. */
  reset(): void;
}

/** Options of {@link createPortalStore}. */
export interface PortalStoreOptions {
  /** Where the persisted part lives; the tab's session storage in the browser. */
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The language kept in local storage, which wins over the session's. */
  storedLocale?: string | null;
}

function createInitialState(locale: PortalLocale): PortalState {
  return {
    user: null,
    organizations: [],
    selectedOrganizationId: null,
    settings: null,
    appVersion: null,
    locale,
    timeZoneSent: false,
    initiated: false,
    currentClientId: null,
    scheduledCall: null,
    liveCallActive: false,
    schedulerOfferNext: false,
  };
}

function readPersisted(storage: PortalStoreOptions['sessionStorage']): Partial<PortalState> {
  try {
    const raw = storage.getItem(STORAGE_KEYS.store);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const restored: Partial<PortalState> = {};
    if (typeof record.user === 'object') restored.user = record.user as UserSession | null;
    if (Array.isArray(record.organizations)) restored.organizations = record.organizations as Organization[];
    if (typeof record.selectedOrganizationId === 'number')
      restored.selectedOrganizationId = record.selectedOrganizationId;
    if (typeof record.appVersion === 'string') restored.appVersion = record.appVersion;
    if (typeof record.timeZoneSent === 'boolean') restored.timeZoneSent = record.timeZoneSent;
    if (record.locale !== undefined) restored.locale = toPortalLocale(record.locale);
    return restored;
  } catch {
    return {};
  }
}

/**
 * Creates the session store, restoring the persisted part from session storage so a reload keeps the selected
 * organization and the version, and writing it back on every change. Storage is injected so tests use their own.
 */
export function createPortalStore(options: PortalStoreOptions): PortalStore {
  const storage = options.sessionStorage;
  const persisted = readPersisted(storage);
  const locale = toPortalLocale(options.storedLocale ?? persisted.locale);
  let state: PortalState = { ...createInitialState(locale), ...persisted, locale };
  const listeners = new Set<() => void>();

  function persist(): void {
    const snapshot = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]]));
    try {
      storage.setItem(STORAGE_KEYS.store, JSON.stringify(snapshot));
    } catch {
      // A full or unavailable storage only costs the reload its memory.
    }
  }

  function setState(next: PortalState): void {
    state = next;
    persist();
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      const changed = Object.entries(changes).some(([key, value]) => state[key as keyof PortalState] !== value);
      if (changed) setState({ ...state, ...changes });
    },
    reset() {
      setState(createInitialState(state.locale));
    },
  };
}
