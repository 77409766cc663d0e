import { isApiError } from '@carecall/api-client';

/** The guard's internal error for a user the backend refuses. */
export const USER_NOT_AUTHORIZED = 'USER-NOT-AUTHORIZED';

/**
 * Whether loading the user failed because the backend refuses this user (401, 403), which ends the session, rather
 * than for a passing reason (network, 5xx) worth a retry.
 */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
