/**
 * The scheduled calls' react-query keys: a client's list lives under the client's key, so scheduling or canceling
 * refreshes exactly that client's list.
 */
export const scheduledCallQueryKeys = {
  list: (clientId: number) => ['patient', clientId, 'scheduledCalls'] as const,
};
