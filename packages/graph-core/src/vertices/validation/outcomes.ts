/** The outcomes of a validation vertex. */
export const VALIDATION_OUTCOMES = ['valid', 'invalid'] as const;
