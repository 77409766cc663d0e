import { isLiftOperatorOrAdmin, type Settings } from '@carecall/api-client';

/** A section of the client layout that has a screen and a side-menu entry. */
export type ClientSection = 'summaryPatient' | 'calls' | 'botcalls' | 'edit';

/** One side-menu entry before translation. */
export interface ClientMenuEntry {
  key: ClientSection;
  labelKey: string;
  path: ClientSection;
  icon: string;
}

/** What decides which sections a user sees: the organization's settings and the user's role. */
export interface ClientSectionAccess {
  settings:
    | Pick<
        Settings,
        'patientHomePage.enabled' | 'callsPage.enabled' | 'patientDetails.enabled' | 'AutomaticCalls.enabled'
      >
    | null
    | undefined;
  user?: { role: number; is_lift_operator?: boolean | null | undefined } | null | undefined;
}

/** The menu's sections in order, each with the rule that shows it. */
const MENU: readonly (ClientMenuEntry & { shown: (access: ClientSectionAccess) => boolean })[] = [
  {
    key: 'summaryPatient',
    labelKey: 'menu.summary',
    path: 'summaryPatient',
    icon: 'pi pi-home',
    shown: ({ settings }) => settings?.['patientHomePage.enabled'] === true,
  },
  {
    key: 'calls',
    labelKey: 'menu.calls',
    path: 'calls',
    icon: 'pi pi-phone',
    // Lift operators and admins always see their calls; everyone else when the organization turns the page on.
    shown: ({ settings, user }) =>
      (user ? isLiftOperatorOrAdmin(user) : false) || (settings?.['callsPage.enabled'] ?? true),
  },
  {
    key: 'botcalls',
    labelKey: 'menu.questionnaires',
    path: 'botcalls',
    icon: 'pi pi-sitemap',
    shown: ({ settings }) => settings?.['AutomaticCalls.enabled'] === true,
  },
  {
    key: 'edit',
    labelKey: 'menu.details',
    path: 'edit',
    icon: 'pi pi-user-edit',
    shown: ({ settings }) => settings?.['patientDetails.enabled'] ?? true,
  },
];

/**
 * The side menu of the client layout: Summary (patientHomePage.enabled), Calls (always for lift operators and admins,
 * otherwise callsPage.enabled), Questionnaires (AutomaticCalls.enabled) and Client details (patientDetails.enabled).
 */
export function getClientMenuItems(access: ClientSectionAccess): ClientMenuEntry[] {
  return MENU.filter((entry) => entry.shown(access)).map(({ shown: _shown, ...entry }) => entry);
}

/**
 * Where `/client/{id}` and `/client/{id}/summary` go: to the calls when the user may see them, otherwise to the first
 * section the menu offers; null when it offers none.
 */
export function getClientDefaultSection(access: ClientSectionAccess): ClientSection | null {
  const items = getClientMenuItems(access);
  return items.find((item) => item.key === 'calls')?.path ?? items[0]?.path ?? null;
}
