import { z } from 'zod';
import { createSchemaReader, READ_UNDECIDED } from './createSchemaReader.ts';
import {
  isVertexKind,
  VERTEX_KINDS,
  type VertexKind,
  type VertexPayload,
  vertexPayloadSchemas,
  vertexValueSchemas,
} from './vertexKind.ts';
import { tagIdsSchema } from './vertices/tagIds.ts';

/**
 * The union form of the vertex value schema, one strict object per kind (`vertexValueSchemas`), in the order of
 * `VERTEX_KINDS`: what the published JSON Schema shows and what `VertexValue` is inferred from. Parsing uses
 * `vertexValueSchema`, which dispatches on the kind key instead of trying every member.
 */
export const vertexValueUnionSchema = z.union(
  VERTEX_KINDS.map((kind): (typeof vertexValueSchemas)[VertexKind] => vertexValueSchemas[kind]),
);

/** A vertex value: exactly one kind key with its payload, and optionally `tagsv2`. Narrows on `'ask' in value`. */
export type VertexValue = z.infer<typeof vertexValueUnionSchema>;

/** A vertex value of one known kind: its kind key with the payload, and optionally `tagsv2`. */
export type VertexValueOf<K extends VertexKind> = z.infer<(typeof vertexValueSchemas)[K]>;

type Issue = { message: string; path: (string | number)[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Kind keys present in an untrusted vertex value, for precise diagnostics. */
export function findKindKeys(value: Record<string, unknown>): { kinds: VertexKind[]; unknown: string[] } {
  const kinds: VertexKind[] = [];
  const unknown: string[] = [];
  for (const key of Object.keys(value)) {
    if (key === 'tagsv2') continue;
    if (isVertexKind(key)) kinds.push(key);
    else unknown.push(key);
  }
  return { kinds, unknown };
}

/** Every problem of an untrusted vertex value, with paths relative to the value. */
export function checkVertexValue(value: unknown): Issue[] {
  if (!isRecord(value)) return [{ message: 'expected a vertex value object', path: [] }];
  const issues: Issue[] = [];
  const { kinds, unknown } = findKindKeys(value);
  for (const key of unknown) issues.push({ message: `unknown vertex kind "${key}"`, path: [key] });
  if (kinds.length === 0 && unknown.length === 0) issues.push({ message: 'vertex value has no kind key', path: [] });
  if (kinds.length > 1)
    issues.push({
      message: `vertex value has ${kinds.length} kind keys (${kinds.join(', ')}); exactly one is allowed`,
      path: [],
    });
  if (kinds.length === 1) {
    const kind = kinds[0] as VertexKind;
    const payload = vertexPayloadSchemas[kind].safeParse(value[kind]);
    if (!payload.success) {
      for (const issue of payload.error.issues)
        issues.push({ message: describeIssue(issue), path: [kind, ...issue.path.map(toPathPart)] });
    }
  }
  if (value.tagsv2 !== undefined) {
    const tags = tagIdsSchema.safeParse(value.tagsv2);
    if (!tags.success)
      for (const issue of tags.error.issues)
        issues.push({ message: describeIssue(issue), path: ['tagsv2', ...issue.path.map(toPathPart)] });
  }
  return issues;
}

/** Converts a zod path segment to a JSON path part. */
export function toPathPart(part: PropertyKey): string | number {
  return typeof part === 'number' ? part : String(part);
}

/** A short, human message for a zod issue. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? `missing required field (expected ${issue.expected})`
      : `expected ${issue.expected}`;
  }
  if (issue.code === 'unrecognized_keys')
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  return issue.message;
}

/** The kind key of an untrusted vertex value that has exactly one and no other key but `tagsv2`. */
function findOnlyKindKey(value: Record<string, unknown>): VertexKind | undefined {
  let kind: VertexKind | undefined;
  for (const key in value) {
    if (key === 'tagsv2') continue;
    if (kind !== undefined || !isVertexKind(key)) return undefined;
    kind = key;
  }
  return kind;
}

/** Readers of the payload schemas and the tag schema, which check a valid value without building a copy of it. */
const payloadReaders = Object.fromEntries(
  VERTEX_KINDS.map((kind) => [kind, createSchemaReader(vertexPayloadSchemas[kind])]),
) as Record<VertexKind, ReturnType<typeof createSchemaReader>>;
const readTagIds = createSchemaReader(tagIdsSchema);

/**
 * Whether `checkVertexValue` would find nothing: one kind key, a valid payload and valid tags. It answers without
 * building key lists, issue lists or copies, since a document's vertices are checked one by one and nearly all are
 * valid; zod decides what the readers cannot.
 */
export function isValidVertexValue(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const kind = findOnlyKindKey(value);
  if (kind === undefined) return false;
  const payload = value[kind];
  if (payloadReaders[kind](payload) === READ_UNDECIDED && !vertexPayloadSchemas[kind].safeParse(payload).success)
    return false;
  const tags = value.tagsv2;
  return tags === undefined || readTagIds(tags) !== READ_UNDECIDED || tagIdsSchema.safeParse(tags).success;
}

/** Validates a vertex value by dispatching on its kind key; reports unknown kinds, two kind keys and payload errors. */
export const vertexValueSchema = z.custom<VertexValue>().check((ctx) => {
  if (isValidVertexValue(ctx.value)) return;
  for (const issue of checkVertexValue(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: ctx.value });
  }
});

/** The kind of a vertex value: its one kind key. */
export function getVertexKind(value: VertexValue): VertexKind {
  for (const key in value) {
    if (key !== 'tagsv2' && isVertexKind(key)) return key;
  }
  throw new Error('GRAPH_CORE_NO_KIND: vertex value has no kind key');
}

/** The payload of a vertex value, typed by the kind asked for; undefined when the value is of another kind. */
export function getVertexPayload<K extends VertexKind>(value: VertexValue, kind: K): VertexPayload<K> | undefined {
  return (value as Partial<Record<VertexKind, unknown>>)[kind] as VertexPayload<K> | undefined;
}

/** Builds a vertex value of a kind, keeping `tagsv2` only when it has entries. */
export function createVertexValue<K extends VertexKind>(
  kind: K,
  payload: VertexPayload<K>,
  tagsv2?: readonly number[],
): VertexValue {
  const value: Record<string, unknown> = { [kind]: payload };
  if (tagsv2 && tagsv2.length > 0) value.tagsv2 = [...tagsv2];
  return value as VertexValue;
}

/** Whether a vertex value is an editor placeholder. */
export function isPlaceholderValue(value: VertexValue): boolean {
  return 'placeholder' in value;
}
