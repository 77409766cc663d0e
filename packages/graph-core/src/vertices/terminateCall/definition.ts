import { createNoChildren } from '../../operations/childTemplate.ts';
import { NO_PARAMETERS, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { terminateCallRun } from './run.ts';
import { terminateCallPayloadSchema } from './schema.ts';

/** The end of the call: nothing may follow it, and it has nothing to check. */
export const terminateCallDefinition: VertexKindDefinition<'terminate_call'> = {
  kind: 'terminate_call',
  payloadSchema: terminateCallPayloadSchema,
  edges: { allowed: false, spec: () => undefined, needsEdgePerOption: () => false },
  ending: { entersSubQuestionnaire: false, mayEndPath: true },
  getChildTemplates: createNoChildren,
  form: { collectIssues: () => {}, ...NO_PARAMETERS },
  getText: (value) => value.terminate_call.name ?? '',
  prepare: UNPREPARED,
  run: terminateCallRun,
};
