import { type ApiClient, isApiError } from '@carecall/api-client';
import type { TFunction } from 'i18next';

/**
 * The text of a refused scheduling or cancel: the translation of the server's code when the page knows it (consent
 * declined, outside the active period, started already), else the server's own text through the portal's one error
 * formatter.
 */
export function getScheduledCallErrorMessage(
  t: TFunction,
  api: Pick<ApiClient, 'getErrorMessage'>,
  error: unknown,
): string {
  if (isApiError(error)) {
    const translated = t(`scheduledCalls:errors.${error.code}`, { defaultValue: '' });
    if (translated !== '') return translated;
  }
  return api.getErrorMessage(error);
}
