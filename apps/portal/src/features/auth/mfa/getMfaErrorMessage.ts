import { type ApiClient, isApiError } from '@carecall/api-client';
import type { TFunction } from 'i18next';

/**
 * The toast of a failed second-factor step: the server's error text (in the user's language's terms, see
 * `getErrorMessage`), or 'Some Error occurred' when the server said nothing.
 */
export function getMfaErrorMessage(error: unknown, t: TFunction, api: Pick<ApiClient, 'getErrorMessage'>): string {
  if (isApiError(error) && error.body?.error) return api.getErrorMessage(error);
  return t('auth:mfa.someError');
}
