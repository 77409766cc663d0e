import { createNoChildren } from '../../operations/childTemplate.ts';
import { NO_PARAMETERS, UNCONDITIONED_EDGES, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { placeholderRun } from './run.ts';
import { PLACEHOLDER_TEXT, placeholderPayloadSchema } from './schema.ts';

/**
 * Where the editor expects a follow-up not authored yet. Placeholders exist only while editing: preparation removes
 * them with their edges, save checks count them as absent, and lint reports them with a rule of their own, so they
 * have no form rules and a path may stop at one.
 */
export const placeholderDefinition: VertexKindDefinition<'placeholder'> = {
  kind: 'placeholder',
  payloadSchema: placeholderPayloadSchema,
  edges: UNCONDITIONED_EDGES,
  ending: { entersSubQuestionnaire: false, mayEndPath: true },
  getChildTemplates: createNoChildren,
  form: { collectIssues: () => {}, ...NO_PARAMETERS },
  getText: (value) => value.placeholder.text ?? PLACEHOLDER_TEXT,
  prepare: UNPREPARED,
  run: placeholderRun,
};
