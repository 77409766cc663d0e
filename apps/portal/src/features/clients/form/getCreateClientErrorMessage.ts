import { isApiError } from '@carecall/api-client';
import type { TFunction } from 'i18next';

/**
 * The toast text of a failed creation: the translation of `{code}_ERROR` when one exists (so
 * PATIENT_ALREADY_EXISTS says 'Patient already exist with same details'), else 'create client error'.
 */
export function getCreateClientErrorMessage(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  const key = code ? `clientPage:${code}_ERROR` : undefined;
  if (key && t(key, { defaultValue: '' }) !== '') return t(key);
  return t('clientPage:createFailed');
}
