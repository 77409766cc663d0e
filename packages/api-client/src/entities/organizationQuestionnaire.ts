import { questionnaireLanguageSchema } from '@carecall/graph-core';
import { z } from 'zod';
import { idSchema } from './id.ts';

/**
 * A questionnaire the organization's scheduler runs, per call language (`GET`/`POST /admin/organization/scheduler`,
 * "organizationQuestionnaires"). The default one is used when a client's language has no entry.
 */
export const organizationQuestionnaireSchema = z.looseObject({
  questionnaire_id: idSchema,
  language: questionnaireLanguageSchema,
  is_default: z.boolean().default(false),
});
export type OrganizationQuestionnaire = z.infer<typeof organizationQuestionnaireSchema>;

/**
 * A questionnaire the organization's clients with a diagnosis are called with ("diagnosisQuestionnaires"): a client's
 * active diagnoses pick the entry with the lowest `priority` (1 first), ahead of the per-language ones. A call
 * questionnaire runs as the scheduled call; a diagnosis sub-questionnaire is what a frame's dynamic diagnosis vertex
 * enters.
 */
export const diagnosisQuestionnaireSchema = z.looseObject({
  diagnosis_id: idSchema,
  questionnaire_id: idSchema,
  priority: z.number().int().min(1).max(100).default(1),
});
export type DiagnosisQuestionnaire = z.infer<typeof diagnosisQuestionnaireSchema>;
