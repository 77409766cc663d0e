import { createPlaceholderChild } from '../../operations/childTemplate.ts';
import { createVertexIssue, isBlank } from '../../rules/vertexIssue.ts';
import { CONTINUES_HERE, UNCONDITIONED_EDGES, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { sayRun } from './run.ts';
import { sayPayloadSchema } from './schema.ts';

/** A spoken message; the call moves on along its one edge. */
export const sayDefinition: VertexKindDefinition<'say'> = {
  kind: 'say',
  payloadSchema: sayPayloadSchema,
  edges: UNCONDITIONED_EDGES,
  ending: CONTINUES_HERE,
  getChildTemplates: createPlaceholderChild,
  form: {
    collectIssues(value, _options, issues) {
      if (isBlank(value.say.message)) issues.push(createVertexIssue('require-text', 'message'));
    },
    spokenTexts: (value) => [['message', value.say.message]],
    parameterKeys: () => [],
  },
  getText: (value) => value.say.message ?? '',
  prepare: UNPREPARED,
  run: sayRun,
};
