import type { VertexKind } from '../vertexKind.ts';
import type { VertexValue } from '../vertexValue.ts';
import { askDefinition } from './ask/definition.ts';
import { dateOfBirthValidationDefinition } from './dateOfBirthValidation/definition.ts';
import { dynamicDefinition } from './dynamic/definition.ts';
import { embeddedDefinition } from './embedded/definition.ts';
import { hotTransferDefinition } from './hotTransfer/definition.ts';
import { placeholderDefinition } from './placeholder/definition.ts';
import { recordingDefinition } from './recording/definition.ts';
import { sayDefinition } from './say/definition.ts';
import { terminateCallDefinition } from './terminateCall/definition.ts';
import type { VertexKindDefinition } from './vertexKindDefinition.ts';
import { zipCodeValidationDefinition } from './zipCodeValidation/definition.ts';

/** The definition of every vertex kind, by kind key: the one place a kind's behaviour is written (see `src/vertices`). */
export const VERTEX_KIND_DEFINITIONS = {
  say: sayDefinition,
  ask: askDefinition,
  recording: recordingDefinition,
  dynamic: dynamicDefinition,
  embedded: embeddedDefinition,
  hot_transfer: hotTransferDefinition,
  date_of_birth_validation: dateOfBirthValidationDefinition,
  zip_code_validation: zipCodeValidationDefinition,
  terminate_call: terminateCallDefinition,
  placeholder: placeholderDefinition,
} as const satisfies { [K in VertexKind]: VertexKindDefinition<K> };

/** The definition of any kind, for code that handles a vertex without knowing its kind. */
export type AnyVertexKindDefinition = VertexKindDefinition<VertexKind>;

/** The definitions by kind key, for the lookup by a vertex value's key (a map: no key of `Object.prototype` matches). */
const DEFINITIONS_BY_KEY: ReadonlyMap<string, AnyVertexKindDefinition> = new Map(
  Object.entries(VERTEX_KIND_DEFINITIONS),
);

/**
 * The definition of a vertex value's kind (its one kind key). One lookup serves every concern, so a pass over a
 * document looks each vertex's kind up once.
 */
export function getVertexKindDefinition(value: VertexValue): AnyVertexKindDefinition {
  for (const key in value) {
    if (key === 'tagsv2') continue;
    const definition = DEFINITIONS_BY_KEY.get(key);
    if (definition !== undefined) return definition;
  }
  throw new Error('GRAPH_CORE_NO_KIND: vertex value has no kind key');
}
