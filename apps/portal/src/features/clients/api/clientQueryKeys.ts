/**
 * The clients feature's react-query keys in one place, so a write updates or invalidates exactly what it changed:
 * one client, its diagnoses and latest calls (all under the client's key), the diagnosis search, and the searchable
 * client list of an organization.
 */
export const clientQueryKeys = {
  /** One client, and everything read about it below this key. */
  client: (clientId: number | undefined) => ['patient', clientId] as const,
  diagnoses: (clientId: number) => ['patient', clientId, 'diagnoses'] as const,
  latestCalls: (clientId: number, count: number) => ['patient', clientId, 'calls', 'latest', count] as const,
  diagnosisSearch: (clientId: number, text: string) => ['diagnosisSearch', clientId, text] as const,
  search: (organizationId: number | null, search: string) =>
    ['patients', 'portal_search', organizationId, search] as const,
};
