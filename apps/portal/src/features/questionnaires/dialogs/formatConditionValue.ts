import type { TFunction } from 'i18next';

/** The fixed condition values (ask options and outcomes) and their text keys; branch answers are shown as written. */
const CONDITION_KEYS: Record<string, string> = {
  Yes: 'yes',
  No: 'no',
  Spanish: 'spanish',
  English: 'english',
  Afternoon: 'afternoon',
  Both: 'both',
  Morning: 'morning',
  answered: 'answered',
  'not-answered': 'notAnswered',
  valid: 'valid',
  invalid: 'invalid',
};

/** A condition value in the user's language; a multi-branch answer (its hints) stays as the author wrote it. */
export function formatConditionValue(t: TFunction, value: string): string {
  const key = CONDITION_KEYS[value];
  return key === undefined ? value : t(`questionnaireDialogs:conditions.${key}`);
}
