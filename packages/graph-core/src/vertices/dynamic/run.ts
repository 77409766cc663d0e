import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/** Enters the client's sub-questionnaire of the vertex's type, which the context names. */
export const dynamicRun: VertexRunBehaviour<'dynamic'> = {
  arrive(value, step) {
    const { type } = value.dynamic;
    const dynamic = step.context.dynamic;
    const id = type !== undefined && dynamic !== undefined && Object.hasOwn(dynamic, type) ? dynamic[type] : undefined;
    step.enterSubQuestionnaire(id, 'dynamic');
  },
  listening: undefined,
  transferring: undefined,
};
