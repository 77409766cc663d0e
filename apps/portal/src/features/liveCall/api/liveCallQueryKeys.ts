/** The query keys of the call screen's own reads. */
export const liveCallQueryKeys = {
  all: ['liveCall'] as const,
  lastCall: (patientId: number) => [...liveCallQueryKeys.all, 'lastCall', patientId] as const,
};
