import { createValidationDefinition } from '../validation/createValidationDefinition.ts';
import { zipCodeValidationRun } from './run.ts';

/** A check of the client's zip code: the call follows `valid` or `invalid`. */
export const zipCodeValidationDefinition = createValidationDefinition(
  'zip_code_validation',
  (value) => value.zip_code_validation,
  zipCodeValidationRun,
);
