import { createPlaceholderChild } from '../../operations/childTemplate.ts';
import { createVertexIssue } from '../../rules/vertexIssue.ts';
import { NO_PARAMETERS, UNCONDITIONED_EDGES, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { embeddedRun } from './run.ts';
import { embeddedPayloadSchema } from './schema.ts';

/** A named sub-questionnaire, run in place. */
export const embeddedDefinition: VertexKindDefinition<'embedded'> = {
  kind: 'embedded',
  payloadSchema: embeddedPayloadSchema,
  edges: UNCONDITIONED_EDGES,
  // The call goes on in the sub-questionnaire, so a path may stop here: a frame ends in its sub-questionnaires.
  ending: { entersSubQuestionnaire: true, mayEndPath: true },
  getChildTemplates: createPlaceholderChild,
  form: {
    collectIssues(value, _options, issues) {
      if (value.embedded.questionnaireId === undefined)
        issues.push(createVertexIssue('require-sub-questionnaire', 'questionnaireId'));
    },
    ...NO_PARAMETERS,
  },
  getText: (value) => value.embedded.questionnaireName ?? '',
  prepare: UNPREPARED,
  run: embeddedRun,
};
