import { z } from 'zod';
import { edgeSchema } from './edge.ts';
import { vertexValueSchema } from './vertexValue.ts';
import { dynamicTypeSchema } from './vertices/dynamic/schema.ts';

/** A questionnaire's classification: a dynamic type when it is a sub-questionnaire, `alternative`, or `none`. */
export const questionnaireTypeSchema = z.enum([...dynamicTypeSchema.options, 'alternative', 'none']);
export type QuestionnaireType = z.infer<typeof questionnaireTypeSchema>;

/** The languages calls and questionnaires are spoken in. */
export const questionnaireLanguageSchema = z.enum(['en-US', 'es-US']);
export type QuestionnaireLanguage = z.infer<typeof questionnaireLanguageSchema>;

/** A sub-questionnaire a frame refers to. */
export const subQuestionnaireRefSchema = z.looseObject({
  questionnaireId: z.number().int(),
  questionnaireName: z.string(),
});
export type SubQuestionnaireRef = z.infer<typeof subQuestionnaireRefSchema>;

/** A vertex of the multigraph, in graphlib's JSON form. */
export const vertexSchema = z.strictObject({
  v: z.string().min(1),
  value: vertexValueSchema,
});
export type Vertex = z.infer<typeof vertexSchema>;

/** The id of a questionnaire that has never been saved. */
export const NEW_QUESTIONNAIRE_ID = -1;

/**
 * The canonical questionnaire document (`questionnaire-format.md`): what `GET questionnaire/{id}` answers and
 * what `carecall lint` reads. Metadata fields are optional on input and filled with their defaults.
 */
export const questionnaireSchema = z.looseObject({
  id: z.number().int(),
  questionnaire_name: z.string(),
  organization_id: z.number().int().optional(),
  type: questionnaireTypeSchema.default('none'),
  language: questionnaireLanguageSchema.default('en-US'),
  is_multiple_languages: z.boolean().default(false),
  isSubQuestionnaire: z.boolean().default(false),
  shadow_questionnaire_id: z.number().int().default(0),
  archive: z.boolean().default(false),
  starting_node: z.string().optional(),
  complete_node: z.array(z.string()).default([]),
  sub_questionnaires: z.array(subQuestionnaireRefSchema).default([]),
  nodes: z.array(vertexSchema),
  edges: z.array(edgeSchema),
});

/** A parsed questionnaire document, every default filled in. */
export type Questionnaire = z.output<typeof questionnaireSchema>;
/** A questionnaire document as it may be written, defaults optional. */
export type QuestionnaireInput = z.input<typeof questionnaireSchema>;
