import { createValidationDefinition } from '../validation/createValidationDefinition.ts';

/** A check of the client's date of birth: the call follows `valid` or `invalid`. */
export const dateOfBirthValidationDefinition = createValidationDefinition(
  'date_of_birth_validation',
  (value) => value.date_of_birth_validation,
);
