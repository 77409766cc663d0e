/** The scheduler feature's react-query keys: per organization and language set, so a change of either refetches. */
export const schedulerQueryKeys = {
  all: ['scheduler'] as const,
  nextCallee: (organizationId: number | null, languages: string) =>
    ['scheduler', 'nextCallee', organizationId, languages] as const,
  outlook: (organizationId: number | null, languages: string) =>
    ['scheduler', 'outlook', organizationId, languages] as const,
  queue: (organizationId: number | null) => ['scheduler', 'queue', organizationId] as const,
  shifts: (organizationId: number | null) => ['scheduler', 'shifts', organizationId] as const,
  settings: (organizationId: number | null) => ['scheduler', 'settings', organizationId] as const,
  diagnosisSearch: (text: string) => ['scheduler', 'diagnosisSearch', text] as const,
};
