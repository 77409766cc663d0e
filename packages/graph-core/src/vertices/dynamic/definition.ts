import { createPlaceholderChild } from '../../operations/childTemplate.ts';
import { createVertexIssue } from '../../rules/vertexIssue.ts';
import { NO_PARAMETERS, UNCONDITIONED_EDGES, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { dynamicRun } from './run.ts';
import { dynamicPayloadSchema } from './schema.ts';

/** The client's own sub-questionnaire of a dynamic type, run in place at call time. */
export const dynamicDefinition: VertexKindDefinition<'dynamic'> = {
  kind: 'dynamic',
  payloadSchema: dynamicPayloadSchema,
  edges: UNCONDITIONED_EDGES,
  // The call goes on in the sub-questionnaire, so a path may stop here: a frame ends in its sub-questionnaires.
  ending: { entersSubQuestionnaire: true, mayEndPath: true },
  getChildTemplates: createPlaceholderChild,
  form: {
    collectIssues(value, _options, issues) {
      if (value.dynamic.type === undefined) issues.push(createVertexIssue('require-dynamic-type', 'type'));
    },
    ...NO_PARAMETERS,
  },
  getText: (value) => value.dynamic.type ?? '',
  prepare: UNPREPARED,
  run: dynamicRun,
};
