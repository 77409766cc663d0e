import type { z } from 'zod';

/** The reader cannot vouch for the input: it may be invalid, or use something the reader does not model. */
export const READ_UNDECIDED = 0;
/** The schema accepts the input, and zod's output would be an equal copy of it, keys in the same order. */
export const READ_AS_IS = 1;
/** The schema accepts the input, but zod's output differs from it (a default filled in, keys reordered or dropped). */
export const READ_CHANGED = 2;

/** What a reader found out about one input. */
export type Reading = typeof READ_UNDECIDED | typeof READ_AS_IS | typeof READ_CHANGED;

/**
 * Reads an untrusted value against a schema without building anything, so that a valid document can be used as its
 * own parse result. It never answers "accepted" for a value zod refuses; when in doubt it answers undecided.
 */
export type SchemaReader = (input: unknown) => Reading;

const UNDECIDED: SchemaReader = () => READ_UNDECIDED;

/** Readers to use for particular schemas (a custom schema, whose checks only its own module knows). */
export type SchemaReaderOverrides = ReadonlyMap<z.core.$ZodType, SchemaReader>;

type Check = (input: never) => boolean;

/**
 * A string's length in code points, as zod counts it for length checks (a surrogate pair is one), or its length in
 * UTF-16 units when that already reaches `enough`: a code point is at most two units, so then the count cannot fall
 * short and nothing needs counting.
 */
function countCodePoints(text: string, enough: number): number {
  const units = text.length;
  if (units >= enough * 2) return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** Whether every check can be modelled; the ones that cannot make the whole schema undecided. */
function createChecks(def: z.core.$ZodTypeDef): Check[] | undefined {
  const checks: Check[] = [];
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as z.core.$ZodCheckDef & { minimum?: number; format?: string };
    if (checkDef.check === 'min_length' && typeof checkDef.minimum === 'number') {
      const minimum = checkDef.minimum;
      checks.push((input: string | unknown[]) =>
        typeof input === 'string' ? countCodePoints(input, minimum) >= minimum : input.length >= minimum,
      );
    } else if (checkDef.check === 'number_format' && checkDef.format === 'safeint') {
      checks.push((input: number) => Number.isSafeInteger(input));
    } else return undefined;
  }
  return checks;
}

function passesChecks(checks: readonly Check[], input: never): boolean {
  for (const check of checks) if (!check(input)) return false;
  return true;
}

/** A reader for a type whose output is its input, once its own test and the checks pass. */
function createLeafReader(test: (input: unknown) => boolean, checks: readonly Check[]): SchemaReader {
  if (checks.length === 0) return (input) => (test(input) ? READ_AS_IS : READ_UNDECIDED);
  return (input) => (test(input) && passesChecks(checks, input as never) ? READ_AS_IS : READ_UNDECIDED);
}

function createArrayReader(element: SchemaReader, checks: readonly Check[]): SchemaReader {
  return (input) => {
    if (!Array.isArray(input) || !passesChecks(checks, input as never)) return READ_UNDECIDED;
    let reading: Reading = Object.getPrototypeOf(input) === Array.prototype ? READ_AS_IS : READ_CHANGED;
    for (let i = 0; i < input.length; i++) {
      const item = element(input[i]);
      if (item === READ_UNDECIDED) return READ_UNDECIDED;
      if (item === READ_CHANGED) reading = READ_CHANGED;
    }
    return reading;
  };
}

/** How an object schema treats keys its shape does not name. */
type Extras = 'keep' | 'drop' | 'refuse';

function createObjectReader(def: z.core.$ZodObjectDef, overrides: SchemaReaderOverrides | undefined): SchemaReader {
  const keys = Object.keys(def.shape);
  // zod asks `key in input`: a key plain objects inherit would be present for zod and absent for `for…in`.
  if (keys.some((key) => key in Object.prototype) || Object.getOwnPropertySymbols(def.shape).length > 0)
    return UNDECIDED;
  const shape = keys.map((key) => def.shape[key] as z.core.$ZodType);
  const fields = shape.map((field) => createSchemaReader(field, overrides));
  // An absent key adds nothing to the output only when the field is optional both ways; a default fills it in.
  const omittable = shape.map((field) => field._zod.optin === 'optional' && field._zod.optout === 'optional');
  const defaulted = shape.map((field) => field._zod.def.type === 'default');
  const position = new Map(keys.map((key, at) => [key, at]));
  const catchall = def.catchall?._zod.def.type;
  const extras: Extras | undefined =
    catchall === undefined ? 'drop' : catchall === 'never' ? 'refuse' : catchall === 'unknown' ? 'keep' : undefined;
  if (extras === undefined) return UNDECIDED;
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return READ_UNDECIDED;
    const record = input as Record<string, unknown>;
    let reading: Reading = Object.getPrototypeOf(input) === Object.prototype ? READ_AS_IS : READ_CHANGED;
    for (let at = 0; at < keys.length; at++) {
      const value = record[keys[at] as string];
      const field = (fields[at] as SchemaReader)(value);
      if (field === READ_UNDECIDED) return READ_UNDECIDED;
      if (field === READ_CHANGED) reading = READ_CHANGED;
      if (value === undefined && !omittable[at] && !((keys[at] as string) in record)) {
        // An absent field: a default fills it in, anything else that is not optional is refused.
        if (!defaulted[at]) return READ_UNDECIDED;
        reading = READ_CHANGED;
      }
    }
    // zod writes the shape's keys in the shape's order, then the extras it keeps, in the input's order.
    let next = 0;
    let seenExtra = false;
    for (const key in record) {
      const at = keys[next] === key ? next : position.get(key);
      if (at === undefined) {
        if (extras === 'refuse') return READ_UNDECIDED;
        // zod drops extras, and never copies an undeclared `__proto__`.
        if (extras === 'drop' || key === '__proto__') reading = READ_CHANGED;
        seenExtra = true;
      } else {
        if (seenExtra || at < next) reading = READ_CHANGED;
        next = at + 1;
      }
    }
    return reading;
  };
}

/**
 * Builds the reader of a zod schema from its definition, so that the schema stays the one description of the format.
 * It models what graph-core's document schemas use (objects, arrays, strings, numbers, booleans, enums, literals,
 * optional and default fields, length and integer checks); any other kind or check makes it answer undecided.
 */
export function createSchemaReader(schema: z.core.$ZodType, overrides?: SchemaReaderOverrides): SchemaReader {
  const override = overrides?.get(schema);
  if (override) return override;
  const def = schema._zod.def;
  const checks = createChecks(def);
  if (checks === undefined) return UNDECIDED;
  switch (def.type) {
    case 'string':
      return createLeafReader((input) => typeof input === 'string', checks);
    case 'number':
      if ((def as z.core.$ZodNumberDef).coerce) return UNDECIDED;
      return createLeafReader((input) => typeof input === 'number' && Number.isFinite(input), checks);
    case 'boolean':
      if ((def as z.core.$ZodBooleanDef).coerce) return UNDECIDED;
      return createLeafReader((input) => typeof input === 'boolean', checks);
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      if (values === undefined) return UNDECIDED;
      return createLeafReader((input) => values.has(input as never), checks);
    }
    case 'optional': {
      if (checks.length > 0) return UNDECIDED;
      const inner = createSchemaReader((def as z.core.$ZodOptionalDef).innerType, overrides);
      return (input) => (input === undefined ? READ_AS_IS : inner(input));
    }
    case 'default': {
      if (checks.length > 0) return UNDECIDED;
      // An undefined input takes the default, which is not the input.
      const inner = createSchemaReader((def as z.core.$ZodDefaultDef).innerType, overrides);
      return (input) => (input === undefined ? READ_CHANGED : inner(input));
    }
    case 'array':
      return createArrayReader(createSchemaReader((def as z.core.$ZodArrayDef).element, overrides), checks);
    case 'object':
      if (checks.length > 0) return UNDECIDED;
      return createObjectReader(def as z.core.$ZodObjectDef, overrides);
    default:
      return UNDECIDED;
  }
}
