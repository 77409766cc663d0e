/** The page titles of the route table, as keys of the `shell` translations. */
const ROUTE_TITLES: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^\/$/, key: 'shell:titles.portal' },
  { pattern: /^\/client$/i, key: 'shell:titles.addNewPatient' },
  { pattern: /^\/scheduler\/queue$/i, key: 'shell:titles.schedulerQueue' },
  { pattern: /^\/scheduler\/shifts$/i, key: 'shell:titles.schedulerShifts' },
  { pattern: /^\/scheduler\/settings$/i, key: 'shell:titles.schedulerSettings' },
  { pattern: /^\/admin\/bot-calls$/i, key: 'shell:titles.botCallsDay' },
  { pattern: /^\/dev\/phone$/, key: 'shell:titles.devPhone' },
  { pattern: /^\/client\/\d+\/calls$/i, key: 'shell:titles.calls' },
  { pattern: /^\/client\/\d+\/botcalls$/i, key: 'shell:titles.automaticCalls' },
  { pattern: /^\/client\/\d+\/edit$/i, key: 'shell:titles.clientDetails' },
  { pattern: /^\/client\/\d+(\/.*)?$/i, key: 'shell:titles.patientDetails' },
];

/** The title key of a path: the route's own title, else the product name. */
export function getRouteTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_TITLES.find(({ pattern }) => pattern.test(path))?.key ?? 'shell:titles.product';
}
