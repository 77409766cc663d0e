import { type ApiClient, isApiError } from '@carecall/api-client';
import type { TFunction } from 'i18next';

/**
 * The toast text of a refused lifecycle request (archive, restore, delete, call now, restore of a revision): the
 * translation of the server's code when the editor knows it (a version conflict, a questionnaire still in use, ...),
 * else the server's own text through the portal's one error formatter (part 2 §8).
 */
export function getLifecycleErrorMessage(
  t: TFunction,
  api: Pick<ApiClient, 'getErrorMessage'>,
  error: unknown,
): string {
  if (isApiError(error)) {
    const key = `questionnaireLifecycle:errors.${error.code}`;
    const translated = t(key, { defaultValue: '' });
    if (translated !== '') return translated;
  }
  return api.getErrorMessage(error);
}
