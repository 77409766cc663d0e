import { isApiError } from '@carecall/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Whether retrying could help: not for answers the server gave on purpose (4xx) or a second-factor redirect. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.code === 'MFA_IS_REQUIRED') return false;
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < 2;
}

/** The portal's query cache: no refetch on focus (operators switch windows during calls), few retries. */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
