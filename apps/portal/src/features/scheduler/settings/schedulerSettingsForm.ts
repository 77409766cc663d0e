import {
  type QuestionnaireListEntry,
  type SchedulerSettings,
  type SchedulerSettingsWrite,
  scheduleCallerSchema,
  VALIDATION_MESSAGES,
} from '@carecall/api-client';
import { type QuestionnaireLanguage, questionnaireLanguageSchema } from '@carecall/graph-core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** The call languages a questionnaire can be chosen for, in the order the form lists them. */
export const SCHEDULER_LANGUAGES = questionnaireLanguageSchema.options;

/** A questionnaire choice: a questionnaire id, or null for none. */
const choiceSchema = z.number().int().positive().nullable();

const priorityError = { error: VALIDATION_MESSAGES.priorityRange };

/** One per-diagnosis row of the form: the diagnosis (with its code and name, to show), its questionnaire, priority. */
const diagnosisRowSchema = z.object({
  diagnosis_id: z.number().int().positive(),
  code: z.string(),
  diagnosis: z.string(),
  questionnaire_id: choiceSchema.refine((value) => value !== null, { error: VALIDATION_MESSAGES.selectQuestionnaire }),
  priority: z.number(priorityError).int(priorityError).min(1, priorityError).max(100, priorityError),
});

/**
 * The form's rules, the server's own where it has them: a questionnaire per language or none, the default naming a
 * language that has one, each diagnosis once with a questionnaire and a priority from 1 to 100 (the lowest wins).
 */
export const schedulerSettingsFormSchema = z
  .object({
    languages: z.array(z.object({ language: questionnaireLanguageSchema, questionnaire_id: choiceSchema })),
    defaultLanguage: z.union([questionnaireLanguageSchema, z.literal('')]),
    diagnosisQuestionnaires: z.array(diagnosisRowSchema).max(500),
    calledBy: scheduleCallerSchema,
  })
  .superRefine((values, context) => {
    if (values.defaultLanguage !== '') {
      const chosen = values.languages.find((entry) => entry.language === values.defaultLanguage);
      if (!chosen || chosen.questionnaire_id === null)
        context.addIssue({
          code: 'custom',
          path: ['defaultLanguage'],
          message: VALIDATION_MESSAGES.defaultNeedsQuestionnaire,
        });
    }
    const seen = new Set<number>();
    values.diagnosisQuestionnaires.forEach((row, index) => {
      if (seen.has(row.diagnosis_id))
        context.addIssue({
          code: 'custom',
          path: ['diagnosisQuestionnaires', index, 'diagnosis_id'],
          message: VALIDATION_MESSAGES.oneQuestionnairePerDiagnosis,
        });
      seen.add(row.diagnosis_id);
    });
  });

/** What the scheduler settings form holds. */
export type SchedulerSettingsFormValues = z.input<typeof schedulerSettingsFormSchema>;
/** One per-diagnosis row of the form. */
export type DiagnosisRow = SchedulerSettingsFormValues['diagnosisQuestionnaires'][number];

/** react-hook-form's resolver for the scheduler settings. */
export const schedulerSettingsFormResolver = zodResolver(schedulerSettingsFormSchema) as unknown as Resolver<
  SchedulerSettingsFormValues,
  unknown,
  SchedulerSettingsFormValues
>;

/** The stored settings as the form shows them: one row per call language, the diagnoses by priority. */
export function toSchedulerSettingsForm(settings: SchedulerSettings): SchedulerSettingsFormValues {
  const names = new Map(settings.diagnoses.map((entry) => [entry.id, entry]));
  const byLanguage = new Map(settings.organizationQuestionnaires.map((entry) => [entry.language, entry]));
  const defaultEntry = settings.organizationQuestionnaires.find((entry) => entry.is_default);
  return {
    languages: SCHEDULER_LANGUAGES.map((language) => ({
      language,
      questionnaire_id: byLanguage.get(language)?.questionnaire_id ?? null,
    })),
    defaultLanguage: defaultEntry?.language ?? '',
    diagnosisQuestionnaires: settings.diagnosisQuestionnaires.map((entry) => ({
      diagnosis_id: entry.diagnosis_id,
      code: names.get(entry.diagnosis_id)?.code ?? '',
      diagnosis: names.get(entry.diagnosis_id)?.diagnosis ?? '',
      questionnaire_id: entry.questionnaire_id,
      priority: entry.priority,
    })),
    calledBy: settings.calledBy,
  };
}

/** The write of the form's values, based on `version`: languages without a questionnaire are left out. */
export function toSchedulerSettingsWrite(values: SchedulerSettingsFormValues, version: number): SchedulerSettingsWrite {
  return {
    organizationQuestionnaires: values.languages.flatMap((entry) =>
      entry.questionnaire_id === null
        ? []
        : [
            {
              questionnaire_id: entry.questionnaire_id,
              language: entry.language,
              is_default: entry.language === values.defaultLanguage,
            },
          ],
    ),
    diagnosisQuestionnaires: values.diagnosisQuestionnaires.map((row) => ({
      diagnosis_id: row.diagnosis_id,
      questionnaire_id: row.questionnaire_id ?? 0,
      priority: row.priority,
    })),
    calledBy: values.calledBy,
    version,
  };
}

/** The priority of a new row: one after the last (lowest wins), at most 100. */
export function nextDiagnosisPriority(rows: readonly Pick<DiagnosisRow, 'priority'>[]): number {
  return Math.min(100, rows.reduce((highest, row) => Math.max(highest, row.priority || 0), 0) + 1);
}

/**
 * The questionnaires a call language can run: active, not sub-questionnaires (what Call Now accepts), in its language.
 * The server checks the rest (a frame's readiness) and answers QUESTIONNAIRE_NOT_CALLABLE.
 */
export function listLanguageChoices(
  questionnaires: readonly QuestionnaireListEntry[],
  language: QuestionnaireLanguage,
): QuestionnaireListEntry[] {
  return questionnaires.filter(
    (entry) =>
      !entry.archive && !entry.is_sub_questionnaire && (entry.language === language || entry.is_multiple_languages),
  );
}

/** The questionnaires a diagnosis can run: callable ones, and active diagnosis sub-questionnaires. */
export function listDiagnosisChoices(questionnaires: readonly QuestionnaireListEntry[]): QuestionnaireListEntry[] {
  return questionnaires.filter(
    (entry) => !entry.archive && (!entry.is_sub_questionnaire || entry.type === 'diagnosis'),
  );
}
