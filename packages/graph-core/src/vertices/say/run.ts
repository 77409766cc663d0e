import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/** Says the message and moves on once it has been played; a blank message moves on at once. */
export const sayRun: VertexRunBehaviour<'say'> = {
  arrive(value, step) {
    if (step.say(value.say.message, 'message')) step.awaitPlayed();
    else step.leave();
  },
  listening: undefined,
  transferring: undefined,
};
