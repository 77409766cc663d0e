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
