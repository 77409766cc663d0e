import { z } from 'zod';
import { recordVersionSchema } from './recordVersion.ts';

/**
 * A questionnaire's version: 1 when created, one more with every stored change. A change based on an older version
 * is refused (409 `QUESTIONNAIRE_VERSION_CONFLICT`), so two editors can never silently overwrite each other.
 */
export const questionnaireVersionSchema = recordVersionSchema;
export type QuestionnaireVersion = z.infer<typeof questionnaireVersionSchema>;

/**
 * What reads add to a questionnaire's own fields: its `version` (sent back when changing it) and `read_only`, true
 * when it belongs to another organization (a parent's, visible to its children) and may only be viewed or copied.
 */
export const questionnaireReadStateShape = { version: questionnaireVersionSchema, read_only: z.boolean() };
