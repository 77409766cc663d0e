import { endpointList } from '@carecall/api-client';
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createContractFieldArbitrary, type DemoRecords } from './contractRequestArbitrary.ts';
import { buildCheckIn, toBody } from './questionnaireFixtures.ts';
import { type Hostility, schemaArbitrary, toInputJsonSchema } from './schemaArbitrary.ts';

/** Records as `loadDemoRecords` reads them, made up: these tests need no database. */
const records: DemoRecords = {
  patientIds: [3, 4],
  questionnaireIds: [1, 2],
  revisionIds: [1],
  userIds: [1, 2],
  organizationIds: [1, 2],
  diagnosisIds: [5, 6],
  phoneIds: [7],
  callIds: [8],
  analyses: [{ id: 9, patientId: 3, status: 5, algorithm: 'voice-1', version: 3 }],
  phoneNumbers: ['1-2025550123', '+1-2025550123'],
  vertexNames: ['auto_generated_1'],
  saveGraphs: [toBody(buildCheckIn()).questionnaire],
};
const field = createContractFieldArbitrary(records);

/** A query as the server sees it: every value a string (or a list of strings for a repeated key). */
function asQuery(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, Array.isArray(item) ? item.map(String) : item === null ? '' : String(item)]),
  );
}

interface RequestPart {
  name: string;
  schema: z.ZodType;
  query: boolean;
}

const parts: RequestPart[] = endpointList.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (!schema || (part === 'body' && endpoint.bodyType === 'multipart')) return [];
    return [{ name: `${endpoint.id} ${part}`, schema, query: part !== 'body' }];
  }),
);

function sample(part: RequestPart, hostility: Hostility, numRuns: number): unknown[] {
  const values = fc.sample(schemaArbitrary(toInputJsonSchema(part.schema), { hostility, field }), {
    seed: 20_261_126,
    numRuns,
  });
  return part.query ? values.map(asQuery) : values;
}

/** Every string and number inside a value, keys included. */
function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...leaves(item)]);
  }
  return [value];
}

describe('schemaArbitrary over the contract', () => {
  it('generates, without hostility, values most request parts of the contract accept', () => {
    const rates = parts.map((part) => {
      const values = sample(part, 'none', 100);
      const accepted = values.filter((value) => part.schema.safeParse(value).success).length;
      return { part: part.name, rate: accepted / values.length };
    });
    // Refinements JSON Schema cannot carry keep some parts below 100%; none may fall to noise.
    expect(rates.filter(({ rate }) => rate < 0.15)).toEqual([]);
    const overall = rates.reduce((sum, { rate }) => sum + rate, 0) / rates.length;
    expect(overall).toBeGreaterThan(0.85);
  });

  it('mixes hostile leaves into otherwise valid values: NUL, lone surrogates, ids beyond integer, overlong text', () => {
    const body = parts.find((part) => part.name === 'patientsCreate body');
    if (!body) throw new Error('patientsCreate has a body');
    const found = sample(body, 'high', 300).flatMap(leaves);
    const texts = found.filter((leaf): leaf is string => typeof leaf === 'string');
    expect(texts.some((text) => text.includes('\u0000'))).toBe(true);
    expect(texts.some((text) => /\p{Cs}/u.test(text))).toBe(true);
    expect(texts.some((text) => text.length >= 5_000)).toBe(true);
    expect(found.some((leaf) => typeof leaf === 'number' && leaf >= 2 ** 31)).toBe(true);
    expect(found.some((leaf) => leaf === -1)).toBe(true);
    // Most values keep their valid shape around the hostile leaf, so the request reaches past the first check.
    const objects = sample(body, 'high', 300).filter(
      (value) => typeof value === 'object' && value !== null && 'patientDetails' in value,
    );
    expect(objects.length).toBeGreaterThan(150);
  });

  it('takes demo records for fields that name them', () => {
    const callNow = parts.find((part) => part.name === 'questionnairesCallNow body');
    if (!callNow) throw new Error('questionnairesCallNow has a body');
    const values = sample(callNow, 'none', 200) as { patientId?: unknown; questionnaireId?: unknown }[];
    const known = values.filter(
      (value) =>
        records.patientIds.includes(value.patientId as number) &&
        records.questionnaireIds.includes(value.questionnaireId as number),
    );
    expect(known.length).toBeGreaterThan(100);
  });
});
