import { createValidationDefinition } from '../validation/createValidationDefinition.ts';
import { dateOfBirthValidationRun } from './run.ts';

/** A check of the client's date of birth: the call follows `valid` or `invalid`. */
export const dateOfBirthValidationDefinition = createValidationDefinition(
  'date_of_birth_validation',
  (value) => value.date_of_birth_validation,
  dateOfBirthValidationRun,
);
