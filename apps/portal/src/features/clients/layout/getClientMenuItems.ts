import type { Settings } from '@carecall/api-client';

/** A section of the client layout that has a screen today. */
export type ClientSection = 'summaryPatient' | 'botcalls' | 'edit';

/** One side-menu entry before translation. */
export interface ClientMenuEntry {
  key: ClientSection;
  labelKey: string;
  path: ClientSection;
  icon: string;
}

type MenuSettings =
  | Pick<Settings, 'patientHomePage.enabled' | 'patientDetails.enabled' | 'AutomaticCalls.enabled'>
  | null
  | undefined;

/**
 * The side menu (part 1 §2 "Client layout") with only the sections that exist: Summary (patientHomePage.enabled),
 * Questionnaires (AutomaticCalls.enabled) and Client details (patientDetails.enabled). Calls joins when its screen
 * does, so the menu never holds a dead link.
 */
export function getClientMenuItems(settings: MenuSettings): ClientMenuEntry[] {
  const items: ClientMenuEntry[] = [];
  if (settings?.['patientHomePage.enabled'])
    items.push({ key: 'summaryPatient', labelKey: 'menu.summary', path: 'summaryPatient', icon: 'pi pi-home' });
  if (settings?.['AutomaticCalls.enabled'])
    items.push({ key: 'botcalls', labelKey: 'menu.questionnaires', path: 'botcalls', icon: 'pi pi-sitemap' });
  if (settings?.['patientDetails.enabled'] ?? true)
    items.push({ key: 'edit', labelKey: 'menu.details', path: 'edit', icon: 'pi pi-user-edit' });
  return items;
}

/**
 * Where `/client/{id}` and `/client/{id}/summary` go: the first section the menu offers. The specification sends them
 * to calls; until the calls screen exists, the summary (when enabled) or the details take its place.
 */
export function getClientDefaultSection(settings: MenuSettings): ClientSection | null {
  return getClientMenuItems(settings)[0]?.path ?? null;
}
