import { saveBodyEnvelopeSchema } from '@carecall/graph-core';
import { z } from 'zod';
import { idSchema } from './id.ts';
import { questionnaireVersionSchema } from './questionnaireVersion.ts';

/**
 * The save (upsert) body of questionnaire-format.md plus `version`, the version the change is based on: required
 * when replacing (`id` given), absent when creating, so a save can never overwrite a change it has not seen. The
 * graph's vertices and edges are checked by the server's one pass over the document (`checkQuestionnaireSave`), not
 * here a first time.
 */
export const questionnaireSaveBodySchema = saveBodyEnvelopeSchema.extend({
  version: questionnaireVersionSchema.optional(),
});
export type QuestionnaireSaveBody = z.infer<typeof questionnaireSaveBodySchema>;

/** What a stored change answers: the questionnaire's id and its new version. */
export const questionnaireSavedSchema = z.looseObject({ id: idSchema, version: questionnaireVersionSchema });
export type QuestionnaireSaved = z.infer<typeof questionnaireSavedSchema>;
