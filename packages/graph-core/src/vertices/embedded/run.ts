import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/** Enters the vertex's sub-questionnaire, which the context holds. */
export const embeddedRun: VertexRunBehaviour<'embedded'> = {
  arrive(value, step) {
    step.enterSubQuestionnaire(value.embedded.questionnaireId, 'embedded');
  },
  listening: undefined,
  transferring: undefined,
};
