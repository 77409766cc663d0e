import { z } from 'zod';
import { type Questionnaire, questionnaireLanguageSchema } from '../questionnaire.ts';
import { dynamicTypeSchema } from '../vertices/dynamic/schema.ts';

/** A run's step limit when the context gives none: vertices arrived at, the start included. */
export const DEFAULT_MAX_STEPS = 1_000;

/**
 * What a run needs from the world, given to every `start` and `resume` of the run (the same each time): values
 * instead of I/O, so the runner stays pure.
 */
export const runContextSchema = z.strictObject({
  /** The values of `{parameter}` references (`first_name`, a hot transfer's `nurse_phone` …), by key. */
  parameters: z.record(z.string(), z.string()).optional(),
  /** The client's language; used only by a multi-language questionnaire, which understands answers in it. */
  language: questionnaireLanguageSchema.optional(),
  /** What validation vertices compare with: the birth date as `YYYY-MM-DD` and the zip code. */
  client: z.strictObject({ birthDate: z.string().optional(), zipCode: z.string().optional() }).optional(),
  /** Prepared questionnaires the run may enter, by id: embedded vertices' sub-questionnaires, the alternative. */
  questionnaires: z.record(z.string(), z.custom<Questionnaire>()).optional(),
  /** The client's sub-questionnaire of each dynamic type, as an id in `questionnaires`. */
  dynamic: z.partialRecord(dynamicTypeSchema, z.number().int()).optional(),
  /** The number a hot transfer dials when neither its parameter nor its phone gives one. */
  defaultTransferPhone: z.string().optional(),
  /** Names of multi_branch hints in each language (a hint's display names), understood beside the hint itself. */
  hintNames: z.record(z.string(), z.partialRecord(questionnaireLanguageSchema, z.string())).optional(),
  /** The step limit: vertices arrived at, the start included (default 1,000). */
  maxSteps: z.number().int().positive().optional(),
});
export type RunContext = z.infer<typeof runContextSchema>;
