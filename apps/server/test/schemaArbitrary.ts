import { fc } from '@fast-check/vitest';
import { z } from 'zod';
import { hostileValueFor } from './hostileValues.ts';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  contentEncoding?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * The JSON Schema of a request part's input side (what a client sends), or `{}` (any value) where zod cannot express
 * it; schemas are the contract's own, so a field added to it is generated without touching a test.
 */
export function toInputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** How often a value is replaced by a hostile one: never, now and then, or often. */
export type Hostility = 'none' | 'low' | 'high';

const HOSTILE_WEIGHT: Record<Hostility, { valid: number; hostile: number }> = {
  none: { valid: 1, hostile: 0 },
  low: { valid: 30, hostile: 1 },
  high: { valid: 5, hostile: 1 },
};

/** A generator for one named field, e.g. real ids from the demo data for `patientId`; undefined to derive it. */
export type FieldArbitrary = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** Options of {@link schemaArbitrary}. */
export interface SchemaArbitraryOptions {
  hostility: Hostility;
  /** Values for fields the schema cannot tell apart from noise (ids that must exist, real phone numbers). */
  field?: FieldArbitrary;
}

/** Keeps generated documents small enough that a run stays fast, whatever the schema allows. */
const MAX_EXTRA_ITEMS = 4;
const MAX_EXTRA_CHARS = 40;
const MAX_DEPTH = 12;

const ISO_MIN = new Date('1900-01-01T00:00:00Z');
const ISO_MAX = new Date('2099-12-31T23:59:59Z');

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref?.startsWith('#/$defs/')) return schema;
  return root.$defs?.[schema.$ref.slice('#/$defs/'.length)] ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: ISO_MIN, max: ISO_MAX, noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: ISO_MIN, max: ISO_MAX, noInvalidDate: true }).map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    default:
      return undefined;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + MAX_EXTRA_CHARS;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  const bounded = schema.minLength !== undefined || schema.maxLength !== undefined;
  // zod writes the pattern it checks (also for formats), so a match of it is what the schema takes.
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return bounded ? matching.filter(fits) : matching;
    } catch {
      // A pattern fast-check cannot generate from (lookarounds, back references): by format, or plain text.
    }
  }
  const formatted = formatArbitrary(schema.format);
  if (formatted) return bounded ? formatted.filter(fits) : formatted;
  const lengths = { minLength, maxLength: Math.min(maxLength, minLength + MAX_EXTRA_CHARS) };
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ ...lengths, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ ...lengths, unit: 'grapheme' }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0) : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0) : schema.maximum;
  if (!integer) {
    // Decimals as people write them (no exponent), so they also survive a trip through a query string.
    const min = Math.ceil((low ?? -1e6) * 100);
    const max = Math.floor((high ?? 1e6) * 100);
    if (min > max) return fc.constant(low ?? 0);
    const whole = fc.integer({ min: Math.ceil(min / 100), max: Math.floor(max / 100) });
    return fc.oneof(
      { weight: 3, arbitrary: whole },
      fc.integer({ min, max }).map((cents) => cents / 100),
    );
  }
  const min = Math.max(low ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  // Small values are the ones records have (ids, counts, days); the whole range still comes up.
  const smallMin = Math.max(min, Math.min(0, max));
  const smallMax = Math.min(max, Math.max(smallMin, 50));
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: smallMin, max: smallMax }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function objectArbitrary(
  schema: JsonSchema,
  build: (child: JsonSchema, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return schema.additionalProperties === false
      ? fc.constant({})
      : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  }
  const model = Object.fromEntries(properties.map(([name, child]) => [name, build(child, name)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Values a JSON Schema describes, as fast-check arbitraries: objects with their required fields and some optional
 * ones, strings of the declared length, pattern and format, integers in range (mostly small), unions, enums and
 * constants. With hostility, any value — a leaf or a whole object — may be replaced by a hostile one of
 * {@link hostileValueFor}: NUL and lone surrogates inside otherwise valid text, ids beyond PostgreSQL's integer,
 * overlong strings, other scripts, wrong types. Refinements zod cannot put into JSON Schema are not known here, so
 * "valid" values are mostly, not always, accepted.
 */
export function schemaArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const root = schema;
  const weights = HOSTILE_WEIGHT[options.hostility];

  function build(node: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
    const resolved = resolve(node, root);
    const valid = buildValid(resolved, name, depth);
    if (weights.hostile === 0) return valid;
    return fc.oneof(
      { weight: weights.valid, arbitrary: valid },
      { weight: weights.hostile, arbitrary: hostileValueFor(resolved, valid) },
    );
  }

  function buildValid(node: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
    const derived = derive(node, name, depth);
    const custom = options.field?.(name, node);
    return custom ? fc.oneof({ weight: 4, arbitrary: custom }, { weight: 1, arbitrary: derived }) : derived;
  }

  function derive(node: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (node.const !== undefined) return fc.constant(node.const);
    if (node.enum) return fc.constantFrom(...node.enum);
    const union = node.anyOf ?? node.oneOf;
    if (union && union.length > 0) return fc.oneof(...union.map((member) => build(member, name, depth + 1)));
    if (node.allOf && node.allOf.length > 0) return build(node.allOf[0] ?? {}, name, depth + 1);
    const types = typesOf(node);
    if (types.length > 1) return fc.oneof(...types.map((type) => derive({ ...node, type }, name, depth)));
    switch (types[0]) {
      case 'string':
        return stringArbitrary(node);
      case 'integer':
        return numberArbitrary(node, true);
      case 'number':
        return numberArbitrary(node, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (node.prefixItems) return fc.tuple(...node.prefixItems.map((item) => build(item, name, depth + 1)));
        const minLength = node.minItems ?? 0;
        const maxLength = Math.min(node.maxItems ?? minLength + MAX_EXTRA_ITEMS, minLength + MAX_EXTRA_ITEMS);
        return fc.array(build(node.items ?? {}, name, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return objectArbitrary(node, (child, childName) => build(child, childName, depth + 1));
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  return build(schema, '', 0);
}
