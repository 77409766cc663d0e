/** The daily view's react-query keys: per organization, day and time zone, so a change of any refetches. */
export const botCallsDayQueryKeys = {
  all: ['botCallsDay'] as const,
  day: (organizationId: number | null, date: string, timeZone: string) =>
    ['botCallsDay', organizationId, date, timeZone] as const,
};
