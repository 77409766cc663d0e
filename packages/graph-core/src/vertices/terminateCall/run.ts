import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/** Ends the call. */
export const terminateCallRun: VertexRunBehaviour<'terminate_call'> = {
  arrive(_value, step) {
    step.end('terminated');
  },
  listening: undefined,
  transferring: undefined,
};
