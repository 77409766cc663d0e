import { z } from 'zod';
import { questionnaireLanguageSchema, questionnaireTypeSchema } from '../questionnaire.ts';

/**
 * A questionnaire as `GET questionnaire` lists it: the metadata the tree menu,
 * the settings dialog and the copy dialog need, without the graph. Declared once so the api-client, the server and
 * the editor agree; metadata defaults match the document schema's, and unknown fields pass through.
 */
export const questionnaireListItemSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  organization_id: z.number().int(),
  type: questionnaireTypeSchema.default('none'),
  is_sub_questionnaire: z.boolean().default(false),
  is_multiple_languages: z.boolean().default(false),
  archive: z.boolean().default(false),
  language: questionnaireLanguageSchema.default('en-US'),
  shadow_questionnaire_id: z.number().int().default(0),
  /** The server's content-scan state; opaque to the editor. */
  scan_status: z.union([z.string(), z.number()]).nullish(),
  /** Whether the questionnaire is a frame, computed by whoever holds its graph (see `isFrame`). */
  is_frame: z.boolean().optional(),
});

/** A parsed questionnaire list item, every default filled in. */
export type QuestionnaireListItem = z.output<typeof questionnaireListItemSchema>;
/** A questionnaire list item as it may be written, defaults optional. */
export type QuestionnaireListItemInput = z.input<typeof questionnaireListItemSchema>;
