import { z } from 'zod';
import { timestampSchema } from './dateString.ts';
import { idSchema, logEntryIdSchema } from './id.ts';
import { questionnaireVersionSchema } from './questionnaireVersion.ts';

/** What made a revision: the first save, a later save, a settings or archive change, or a restore. */
export const questionnaireRevisionActionSchema = z.enum(['create', 'save', 'patch', 'restore']);
export type QuestionnaireRevisionAction = z.infer<typeof questionnaireRevisionActionSchema>;

/** One stored state of a questionnaire: every change keeps one, so any earlier state can be seen and restored. */
export const questionnaireRevisionSchema = z.looseObject({
  id: logEntryIdSchema,
  questionnaire_id: idSchema,
  version: questionnaireVersionSchema,
  action: questionnaireRevisionActionSchema,
  questionnaire_name: z.string(),
  user_id: idSchema.nullable(),
  /** The author's first and last name, or null when the user no longer exists. */
  user_name: z.string().nullable(),
  created_at: timestampSchema,
  /** For a restore, the revision whose document was restored. */
  restored_from_revision_id: logEntryIdSchema.nullable(),
});
export type QuestionnaireRevision = z.infer<typeof questionnaireRevisionSchema>;
