import type { VertexKind } from '../vertexKind.ts';
import type { VertexEdgeRules, VertexEndingRules, VertexFormRules } from './vertexKindDefinition.ts';

// Parts of a kind's definition that several kinds share.

/** Edges leave it freely and carry no condition (say, recording, dynamic, embedded, placeholder). */
export const UNCONDITIONED_EDGES: VertexEdgeRules<VertexKind> = {
  allowed: true,
  spec: () => undefined,
  needsEdgePerOption: () => false,
};

/** The call goes on after it, in this questionnaire. */
export const CONTINUES_HERE: VertexEndingRules = { entersSubQuestionnaire: false, mayEndPath: false };

/** No text of it is spoken and nothing in it names a parameter. */
export const NO_PARAMETERS: Pick<VertexFormRules<VertexKind>, 'spokenTexts' | 'parameterKeys'> = {
  spokenTexts: () => [],
  parameterKeys: () => [],
};

/** Preparation leaves it as it is and gives its edges no intents. */
export const UNPREPARED = {
  prepareValue: <V>(value: V): V => value,
  edgeIntentRule: () => undefined,
  unknownIntent: () => undefined,
};
