import { z } from 'zod';
import { diagnosisSchema } from './diagnosis.ts';
import { diagnosisQuestionnaireSchema, organizationQuestionnaireSchema } from './organizationQuestionnaire.ts';
import { scheduleCallerSchema, settingsVersionSchema } from './settings.ts';

/**
 * The organization's scheduler settings as `GET /admin/organization/scheduler` answers them: the questionnaires its
 * scheduled calls run, who calls the schedules (`calledBy`), whether automatic calls are on (read only: the bot calls
 * only then), and `version`, the organization settings version every write of these settings is based on.
 * `diagnoses` are the catalogue entries `diagnosisQuestionnaires` names, so a screen shows their codes and names.
 */
export const schedulerSettingsSchema = z.looseObject({
  organizationQuestionnaires: z.array(organizationQuestionnaireSchema),
  diagnosisQuestionnaires: z.array(diagnosisQuestionnaireSchema),
  diagnoses: z.array(diagnosisSchema),
  calledBy: scheduleCallerSchema,
  automaticCallsEnabled: z.boolean(),
  version: settingsVersionSchema,
});
export type SchedulerSettings = z.infer<typeof schedulerSettingsSchema>;

/**
 * A replacement of the scheduler settings, based on the organization settings `version` it was read at (an older one
 * is refused with 409). `diagnosisQuestionnaires` and `calledBy` left out keep what is stored.
 */
export const schedulerSettingsWriteSchema = z.object({
  organizationQuestionnaires: z.array(organizationQuestionnaireSchema).max(50),
  diagnosisQuestionnaires: z.array(diagnosisQuestionnaireSchema).max(500).optional(),
  calledBy: scheduleCallerSchema.optional(),
  version: settingsVersionSchema,
});
export type SchedulerSettingsWrite = z.input<typeof schedulerSettingsWriteSchema>;
