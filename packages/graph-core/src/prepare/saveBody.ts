import { z } from 'zod';
import { edgeSchema } from '../edge.ts';
import {
  questionnaireLanguageSchema,
  questionnaireTypeSchema,
  subQuestionnaireRefSchema,
  vertexSchema,
} from '../questionnaire.ts';

/** graphlib's graph options for a questionnaire: a directed multigraph without compound vertices. */
export const graphOptionsSchema = z.strictObject({
  directed: z.literal(true),
  multigraph: z.literal(true),
  compound: z.literal(false),
});

/** The document-level fields that travel as the graph's label in the save body. */
export const saveGraphLabelSchema = z.looseObject({
  starting_node: z.string().optional(),
  complete_node: z.array(z.string()),
  sub_questionnaires: z.array(subQuestionnaireRefSchema),
});

/** The prepared graph in graphlib's own JSON form (what `graphlib.json.write` produces and `read` accepts). */
export const saveGraphSchema = z.looseObject({
  options: graphOptionsSchema,
  value: saveGraphLabelSchema,
  nodes: z.array(vertexSchema),
  edges: z.array(edgeSchema),
});

/**
 * The envelope of the prepared graph: its vertices and edges are lists here, and each of them is checked with the
 * rest of the document by `checkQuestionnaireSave`, in the one walk that also lints and prepares it — a receiver
 * reads a large graph once, and an edge to a missing vertex is found where the vertices are known.
 */
export const saveGraphEnvelopeSchema = z.looseObject({
  options: graphOptionsSchema,
  value: saveGraphLabelSchema,
  nodes: z.array(z.unknown()).describe('The vertices, each as in questionnaire-format.md'),
  edges: z.array(z.unknown()).describe('The edges, each as in questionnaire-format.md'),
});

/**
 * The body of `POST questionnaire` (questionnaire-format.md, "The save (upsert) body"), declared once so the
 * server validates, the api-client types and the OpenAPI document describe the same thing. `id` is absent when
 * creating. Its graph is checked as an envelope only (`saveGraphEnvelopeSchema`).
 */
export const saveBodyEnvelopeSchema = z.looseObject({
  id: z.number().int().optional(),
  questionnaireName: z.string(),
  type: questionnaireTypeSchema,
  language: questionnaireLanguageSchema,
  is_multiple_languages: z.boolean(),
  shadowQuestionnaireId: z.number().int(),
  is_sub_questionnaire: z.boolean(),
  archive: z.boolean(),
  questionnaire: saveGraphEnvelopeSchema,
});

/** The save body with every vertex and edge checked against the format: what a sender builds. */
export const saveBodySchema = z.looseObject({
  id: z.number().int().optional(),
  questionnaireName: z.string(),
  type: questionnaireTypeSchema,
  language: questionnaireLanguageSchema,
  is_multiple_languages: z.boolean(),
  shadowQuestionnaireId: z.number().int(),
  is_sub_questionnaire: z.boolean(),
  archive: z.boolean(),
  questionnaire: saveGraphSchema,
});

/** The save body as a receiver has it before the document is checked. */
export type SaveBodyEnvelope = z.infer<typeof saveBodyEnvelopeSchema>;
/** The save body as sent. */
export type SaveBody = z.infer<typeof saveBodySchema>;
/** The prepared graph of a save body, in graphlib's JSON form. */
export type SaveGraph = z.infer<typeof saveGraphSchema>;
