import { fc } from '@fast-check/vitest';
import type { JsonSchema } from './schemaArbitrary.ts';

/** PostgreSQL's integer ends at 2^31 - 1; JavaScript's exact integers at 2^53. */
const INTEGER_EDGES = [
  -1,
  0,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  0.5,
  -0,
];

/** Text no field should take quietly: control and invisible characters, markup, SQL, other scripts, digits that are not ASCII. */
const AWKWARD_TEXTS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  'a\u0000b',
  '\u200b\ufeff\u202e',
  '١٢٣',
  '１２３',
  'Ω≈ç√∫',
  '🌻👩‍⚕️',
  'ﷺ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  "'; drop table patients; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '{{7*7}}#{7*7}',
  '2147483648',
  '-1',
  'null',
  'NaN',
  '1e309',
];

/** Places a character the database cannot store (NUL, a lone surrogate) somewhere inside a valid text. */
function withUnstorableCharacter(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'), fc.nat())
    .map(([value, character, position]) => {
      if (typeof value !== 'string') return character;
      const at = value.length === 0 ? 0 : position % (value.length + 1);
      return `${value.slice(0, at)}${character}${value.slice(at)}`;
    });
}

const overlongText = fc.constantFrom(300, 5_000, 70_000).map((length) => 'x'.repeat(length));

/** A value of another JSON type than the schema's. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, '', [], {}),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const hostileText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...AWKWARD_TEXTS),
  overlongText,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INTEGER_EDGES),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1', '2147483648', '9'.repeat(30), '', '1.5'),
);

/** Keys that try prototype pollution or that the database cannot store, beside the real ones. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000b', '\ud800', '', 'x'.repeat(300));

function isObjectSchema(schema: JsonSchema): boolean {
  return schema.type === 'object' || schema.properties !== undefined;
}

function isTextSchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || (schema.anyOf ?? []).some((member) => isTextSchema(member));
}

function isNumberSchema(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number') || (schema.anyOf ?? []).some(isNumberSchema);
}

/**
 * Hostile stand-ins for a value of `schema`, most of them close to valid so they get past the first check: text
 * with a NUL or a lone surrogate inside, edge numbers (2^31, 2^53, -1), overlong and foreign text, a valid object
 * with a hostile extra key or a required field missing, and values of the wrong type.
 */
export function hostileValueFor(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const choices: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: wrongType }];
  if (isTextSchema(schema)) {
    choices.push({ weight: 4, arbitrary: withUnstorableCharacter(valid) }, { weight: 2, arbitrary: hostileText });
  }
  if (isNumberSchema(schema)) choices.push({ weight: 4, arbitrary: hostileNumber });
  if (isObjectSchema(schema)) {
    const required = schema.required ?? [];
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(valid, hostileKey, fc.oneof(wrongType, hostileText), fc.nat())
        .map(([value, key, extra, drop]) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
          const copy: Record<string, unknown> = { ...value };
          Object.defineProperty(copy, key, { value: extra, enumerable: true, configurable: true, writable: true });
          const missing = required[drop % Math.max(required.length, 1)];
          if (missing !== undefined && drop % 3 === 0) delete copy[missing];
          return copy;
        }),
    });
  }
  if (schema.type === 'array') {
    choices.push({
      weight: 1,
      arbitrary: valid.map((value) => (Array.isArray(value) && value.length > 0 ? Array(200).fill(value[0]) : [])),
    });
  }
  return fc.oneof(...choices);
}

/** What one leaf of a valid value becomes in a request with exactly one hostile value. */
export type LeafReplacement = (leaf: unknown) => unknown;

/**
 * Replacements for a single leaf, by its type: text gets a NUL or lone surrogate inside (mostly) or becomes awkward
 * text; a number becomes an edge (2^31, 2^53, -1, …); anything may become a value of another type.
 */
export const hostileLeaf: fc.Arbitrary<LeafReplacement> = fc
  .tuple(
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.nat(),
    fc.constantFrom(...INTEGER_EDGES),
    hostileText,
    wrongType,
    fc.nat(9),
  )
  .map(([character, position, number, text, wrong, choice]) => (leaf: unknown) => {
    if (typeof leaf === 'string' && choice < 6) {
      const at = leaf.length === 0 ? 0 : position % (leaf.length + 1);
      return `${leaf.slice(0, at)}${character}${leaf.slice(at)}`;
    }
    if (typeof leaf === 'string' && choice < 9) return text;
    if (typeof leaf === 'number' && choice < 8) return number;
    return wrong;
  });

/** The paths of every string, number, boolean and null inside a value. */
function listLeafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => listLeafPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => listLeafPaths(item, [...path, key]));
  }
  return value === undefined ? [] : [path];
}

function replaceAt(value: unknown, path: (string | number)[], replace: LeafReplacement): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    Object.defineProperty(copy, key, {
      value: key === head ? replaceAt(item, rest, replace) : item,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return copy;
}

/** The value with exactly one of its leaves (the `pick`-th, wrapping around) replaced; unchanged without leaves. */
export function replaceOneLeaf(value: unknown, pick: number, replace: LeafReplacement): unknown {
  const paths = listLeafPaths(value);
  const path = paths[pick % Math.max(paths.length, 1)];
  return path ? replaceAt(value, path, replace) : value;
}
