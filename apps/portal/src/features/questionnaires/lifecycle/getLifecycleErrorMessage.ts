import { type ApiClient, isApiError, readVersionConflict } from '@carecall/api-client';
import type { TFunction } from 'i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';

/**
 * The toast text of a refused lifecycle request (archive, restore, delete, call now, restore of a revision): whose
 * change won a version conflict and when (with `formatDate`, the user's zone), else the translation of the server's
 * code when the editor knows it (a questionnaire still in use, ...), else the server's own text through the portal's
 * one error formatter.
 */
export function getLifecycleErrorMessage(
  t: TFunction,
  api: Pick<ApiClient, 'getErrorMessage'>,
  error: unknown,
  formatDate?: (value: string, format?: string) => string,
): string {
  const conflict = readVersionConflict(error);
  if (conflict?.changedBy && conflict.changedAt && formatDate) {
    return t('questionnaireLifecycle:errors.versionConflictBy', {
      name: `${conflict.changedBy.first_name} ${conflict.changedBy.last_name}`.trim(),
      time: formatDate(conflict.changedAt, DATE_FORMATS.dateTime),
    });
  }
  if (isApiError(error)) {
    const key = `questionnaireLifecycle:errors.${error.code}`;
    const translated = t(key, { defaultValue: '' });
    if (translated !== '') return translated;
  }
  return api.getErrorMessage(error);
}
