import { z } from 'zod';
import {
  type Questionnaire,
  questionnaireLanguageSchema,
  questionnaireTypeSchema,
  subQuestionnaireRefSchema,
} from '../questionnaire.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';

/** The document-level fields the settings dialog and the lifecycle actions change; every field is optional. */
export const metadataChangesSchema = z.strictObject({
  questionnaire_name: z.string().optional(),
  language: questionnaireLanguageSchema.optional(),
  is_multiple_languages: z.boolean().optional(),
  type: questionnaireTypeSchema.optional(),
  isSubQuestionnaire: z.boolean().optional(),
  shadow_questionnaire_id: z.number().int().optional(),
  archive: z.boolean().optional(),
  sub_questionnaires: z.array(subQuestionnaireRefSchema).optional(),
});
/** The fields `updateMetadata` may change, typed from `metadataChangesSchema`. */
export type MetadataChanges = z.infer<typeof metadataChangesSchema>;

/**
 * Writes document-level fields through the same patch mechanism as graph edits, so settings changes are undoable
 * too. Only the fields given change; it applies no settings-dialog rules of its own.
 */
export function updateMetadata(questionnaire: Questionnaire, changes: MetadataChanges): EditResult {
  const parsed = metadataChangesSchema.safeParse(changes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failEdit('invalid-metadata', `${issue?.path.join('.') || 'changes'}: ${issue?.message ?? 'invalid'}`);
  }
  const entries = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
  return produceEdit(questionnaire, (draft) => {
    for (const [key, value] of entries) (draft as Record<string, unknown>)[key] = value;
  });
}
