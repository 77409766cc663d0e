import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/**
 * Moves on without a word: a placeholder is not authored yet (preparation removes it, so a prepared questionnaire
 * has none; an edited one run as it is passes through).
 */
export const placeholderRun: VertexRunBehaviour<'placeholder'> = {
  arrive(_value, step) {
    step.leave();
  },
  listening: undefined,
  transferring: undefined,
};
