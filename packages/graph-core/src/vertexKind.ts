import type { z } from 'zod';
import { askPayloadSchema, askValueSchema } from './vertices/ask/schema.ts';
import { dateOfBirthValidationValueSchema } from './vertices/dateOfBirthValidation/schema.ts';
import { dynamicPayloadSchema, dynamicValueSchema } from './vertices/dynamic/schema.ts';
import { embeddedPayloadSchema, embeddedValueSchema } from './vertices/embedded/schema.ts';
import { hotTransferPayloadSchema, hotTransferValueSchema } from './vertices/hotTransfer/schema.ts';
import { placeholderPayloadSchema, placeholderValueSchema } from './vertices/placeholder/schema.ts';
import { recordingPayloadSchema, recordingValueSchema } from './vertices/recording/schema.ts';
import { sayPayloadSchema, sayValueSchema } from './vertices/say/schema.ts';
import { terminateCallPayloadSchema, terminateCallValueSchema } from './vertices/terminateCall/schema.ts';
import { validationPayloadSchema } from './vertices/validation/schema.ts';
import { zipCodeValidationValueSchema } from './vertices/zipCodeValidation/schema.ts';

/**
 * Every vertex kind, in the order the editor offers them. A kind added here has to be given its schemas below and
 * its definition in `VERTEX_KIND_DEFINITIONS` before anything compiles.
 */
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
] as const;

export type VertexKind = (typeof VERTEX_KINDS)[number];

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
} as const satisfies { [K in VertexKind]: z.ZodType };

/**
 * One value schema per vertex kind: a strict object of the kind key with its payload, and optionally `tagsv2`. The
 * vertex value type is their union (`VertexValue`), and the published JSON Schema shows them.
 */
export const vertexValueSchemas = {
  say: sayValueSchema,
  ask: askValueSchema,
  recording: recordingValueSchema,
  dynamic: dynamicValueSchema,
  embedded: embeddedValueSchema,
  hot_transfer: hotTransferValueSchema,
  date_of_birth_validation: dateOfBirthValidationValueSchema,
  zip_code_validation: zipCodeValidationValueSchema,
  terminate_call: terminateCallValueSchema,
  placeholder: placeholderValueSchema,
} as const satisfies { [K in VertexKind]: z.ZodObject };

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
