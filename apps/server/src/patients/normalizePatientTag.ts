import {
  CONSENT_TAG_NAME,
  consentDeclineReasonSchema,
  consentParamsSchema,
  type FieldError,
  VALIDATION_MESSAGES,
} from '@carecall/api-client';
import { createValidationError } from './createValidationError.ts';

/** A tag as it is stored. */
export interface PatientTagValue {
  name: string;
  params: string | null;
  description: string | null;
}

const LIMITS = { name: 100, params: 500, description: 1000 } as const;

/**
 * Checks a tag before it is stored and puts it in its stored form. The consent tag (`consent call`) holds `accepted`
 * or `declined`; declined needs one of the specification's reasons as description, accepted carries none, so a
 * client's consent is always one of the states the portal can show. Other tags are free text within length limits.
 * Problems are a 400 naming `params` or `description`.
 */
export function normalizePatientTag(tag: {
  name: string;
  params: string | null;
  description?: string | null | undefined;
}): PatientTagValue {
  const name = tag.name.trim();
  const params = tag.params?.trim() || null;
  const description = tag.description?.trim() || null;
  const problems: FieldError[] = [];
  if (name.length > LIMITS.name) problems.push({ path: 'name', message: `Maximum ${LIMITS.name} symbols allowed` });
  if (params !== null && params.length > LIMITS.params)
    problems.push({ path: 'params', message: `Maximum ${LIMITS.params} symbols allowed` });
  if (description !== null && description.length > LIMITS.description)
    problems.push({ path: 'description', message: `Maximum ${LIMITS.description} symbols allowed` });
  if (name !== CONSENT_TAG_NAME) {
    if (problems.length > 0) throw createValidationError(problems);
    return { name, params, description };
  }
  const consent = consentParamsSchema.safeParse(params);
  if (!consent.success) problems.push({ path: 'params', message: VALIDATION_MESSAGES.chooseOption });
  if (consent.data === 'declined' && !consentDeclineReasonSchema.safeParse(description).success)
    problems.push({ path: 'description', message: VALIDATION_MESSAGES.chooseOption });
  if (problems.length > 0) throw createValidationError(problems);
  return { name, params, description: consent.data === 'declined' ? description : null };
}
