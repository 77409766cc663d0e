import type { z } from 'zod';
import { askPayloadSchema } from './vertices/ask.ts';
import { dynamicPayloadSchema } from './vertices/dynamic.ts';
import { embeddedPayloadSchema } from './vertices/embedded.ts';
import { hotTransferPayloadSchema } from './vertices/hotTransfer.ts';
import { placeholderPayloadSchema } from './vertices/placeholder.ts';
import { recordingPayloadSchema } from './vertices/recording.ts';
import { sayPayloadSchema } from './vertices/say.ts';
import { terminateCallPayloadSchema } from './vertices/terminateCall.ts';
import { validationPayloadSchema } from './vertices/validation.ts';

/** One payload schema per vertex kind, keyed by the kind key a vertex value carries. */
export const vertexPayloadSchemas = {
  say: sayPayloadSchema,
  ask: askPayloadSchema,
  recording: recordingPayloadSchema,
  dynamic: dynamicPayloadSchema,
  embedded: embeddedPayloadSchema,
  hot_transfer: hotTransferPayloadSchema,
  date_of_birth_validation: validationPayloadSchema,
  zip_code_validation: validationPayloadSchema,
  terminate_call: terminateCallPayloadSchema,
  placeholder: placeholderPayloadSchema,
} as const;

/** Every vertex kind, in the order the editor offers them. */
export const VERTEX_KINDS = [
  'say',
  'ask',
  'recording',
  'dynamic',
  'embedded',
  'hot_transfer',
  'date_of_birth_validation',
  'zip_code_validation',
  'terminate_call',
  'placeholder',
] as const satisfies readonly (keyof typeof vertexPayloadSchemas)[];

export type VertexKind = (typeof VERTEX_KINDS)[number];

/** The payload type of one vertex kind. */
export type VertexPayload<K extends VertexKind = VertexKind> = z.infer<(typeof vertexPayloadSchemas)[K]>;

/** The two validation kinds, which branch on `valid` / `invalid`. */
export const VALIDATION_KINDS = ['date_of_birth_validation', 'zip_code_validation'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

/** Whether a string is a vertex kind key. */
export function isVertexKind(key: string): key is VertexKind {
  return Object.hasOwn(vertexPayloadSchemas, key);
}

/** Whether a kind is one of the two validation kinds. */
export function isValidationKind(kind: VertexKind): kind is ValidationKind {
  return kind === 'date_of_birth_validation' || kind === 'zip_code_validation';
}
