import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { questionnaireArbitrary } from '../testing/arbitraryQuestionnaire.ts';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';
import { parseQuestionnaire } from './parseQuestionnaire.ts';
import { questionnaireSchema } from './questionnaire.ts';
import { type GraphPositions, indexGraphPositions } from './questionnaireIndex.ts';
import { readValidQuestionnaire } from './readValidQuestionnaire.ts';

type Json = Record<string, unknown>;

/** Every key of every object in document order, so that two values can be compared key order included. */
function listKeyOrder(value: unknown, path = '', out: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      listKeyOrder(item, `${path}[${i}]`, out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      out.push(`${path}.${key}`);
      listKeyOrder((value as Json)[key], `${path}.${key}`, out);
    }
  }
  return out;
}

/** The public fields of positions as plain values, to compare two of them. */
function describePositions(positions: GraphPositions) {
  return {
    vertexAt: [...positions.vertexAt],
    repeatedVertices: positions.repeatedVertices,
    edgeSources: Array.from(positions.edgeSources),
    edgeTargets: Array.from(positions.edgeTargets),
    outStart: Array.from(positions.outStart),
    outEdgeIds: Array.from(positions.outEdgeIds),
  };
}

/** How many documents of each verdict the properties saw, to show that the mutations produce both. */
const verdicts = { valid: 0, invalid: 0 };

/** Asserts that the fast reading and zod agree on a document: the same verdict, and the same output when valid. */
function expectSameAsZod(input: unknown): void {
  const read = readValidQuestionnaire(input);
  const zod = questionnaireSchema.safeParse(input);
  expect(read !== undefined).toBe(zod.success);
  verdicts[zod.success ? 'valid' : 'invalid'] += 1;
  if (read === undefined || !zod.success) return;
  expect(read.questionnaire).toStrictEqual(zod.data);
  expect(listKeyOrder(read.questionnaire)).toEqual(listKeyOrder(zod.data));
  expect(describePositions(read.positions)).toEqual(
    describePositions(indexGraphPositions(zod.data.nodes, zod.data.edges)),
  );
}

/** Sets an own property, even one named `__proto__` (plain assignment would replace the prototype instead). */
function defineOwn(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every object and array of a document, with the document itself first. */
function listContainers(value: unknown, out: (Json | unknown[])[] = []): (Json | unknown[])[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value as Json | unknown[]);
  for (const child of Object.values(value)) listContainers(child, out);
  return out;
}

const KEYS = [
  'v',
  'w',
  'name',
  'value',
  'intents',
  'nodes',
  'edges',
  'id',
  'type',
  'language',
  'complete_node',
  'say',
  'ask',
  'message',
  'question',
  'tagsv2',
  'hints',
  'multiBranchAnswers',
  'action',
  'operator',
  'extra',
  '__proto__',
];

/** Values that are valid somewhere in a document and wrong elsewhere. */
const valueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    'a',
    '\u{1F600}',
    '=',
    'answer',
    'Yes',
    'Twilio.YES_NO',
    'multi_branch',
    'none',
    'en-US',
    'auto_generated_1',
    0,
    -1,
    1.5,
    2 ** 53,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    [],
    {},
  ),
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxKeys: 3 }),
);

/** One change somewhere in a document: what a hand-edited file, an old export or a buggy client might hold. */
const mutationArbitrary = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'add', 'reverse-keys', 'set-undefined'),
  key: fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 3 })),
  value: valueArbitrary,
});

type Mutation = typeof mutationArbitrary extends fc.Arbitrary<infer M> ? M : never;

function mutate(document: Json, mutation: Mutation): void {
  const containers = listContainers(document);
  const target = containers[mutation.at % containers.length] as Json | unknown[];
  const keys = Object.keys(target);
  const existing = keys.length === 0 ? undefined : (keys[mutation.at % keys.length] as string);
  if (Array.isArray(target)) {
    if (mutation.kind === 'delete') target.splice(mutation.at % (target.length + 1), 1);
    else target[mutation.at % (target.length + 1)] = mutation.value;
    return;
  }
  switch (mutation.kind) {
    case 'replace':
      if (existing !== undefined) defineOwn(target, existing, mutation.value);
      break;
    case 'set-undefined':
      if (existing !== undefined) defineOwn(target, existing, undefined);
      break;
    case 'delete':
      if (existing !== undefined) delete target[existing];
      break;
    case 'add':
      defineOwn(target, mutation.key, mutation.value);
      break;
    case 'reverse-keys': {
      const entries = Object.entries(target).reverse();
      for (const [key] of entries) delete target[key];
      for (const [key, value] of entries) defineOwn(target, key, value);
      break;
    }
  }
}

/** A valid document as it may be written: metadata defaults left out and edge conditions omitted. */
const writtenArbitrary = fc
  .record({
    questionnaire: questionnaireArbitrary,
    omitMetadata: fc.subarray(['type', 'language', 'archive', 'complete_node', 'sub_questionnaires']),
    omitEdgeValue: fc.boolean(),
    extraMetadata: fc.boolean(),
  })
  .map(({ questionnaire, omitMetadata, omitEdgeValue, extraMetadata }) => {
    const document = JSON.parse(JSON.stringify(questionnaire)) as Json;
    for (const key of omitMetadata) delete document[key];
    if (extraMetadata) document.updatedBy = 'someone';
    if (omitEdgeValue)
      for (const edge of document.edges as Json[]) if ((edge.value as unknown[]).length === 0) delete edge.value;
    return document;
  });

describe('readValidQuestionnaire', () => {
  test.prop([writtenArbitrary], { seed: 9101, numRuns: 200 })(
    'reads every valid document exactly as zod parses it, defaults and key order included',
    (document) => {
      expect(readValidQuestionnaire(document)).toBeDefined();
      expectSameAsZod(document);
    },
  );

  test.prop([writtenArbitrary, fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 })], {
    seed: 9102,
    numRuns: 600,
  })('agrees with zod on mutated documents, valid or not', (document, mutations) => {
    for (const mutation of mutations) mutate(document, mutation);
    expectSameAsZod(document);
  });

  it('saw mutated documents of both verdicts', () => {
    // The first property contributes 200 valid documents; the mutations must add valid and invalid ones of their own.
    expect(verdicts.valid).toBeGreaterThan(250);
    expect(verdicts.invalid).toBeGreaterThan(250);
  });

  it('keeps the input lists themselves when every entry stands for itself', () => {
    const document = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: 20 }))) as Json;
    const read = readValidQuestionnaire(document)?.questionnaire;
    expect(read?.nodes).toBe(document.nodes);
    expect(read?.edges).toBe(document.edges);
  });

  it('keeps valid vertices and edges instead of copying them, and copies one that zod rewrites', () => {
    const document = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: 20 }))) as Json;
    const edges = document.edges as Json[];
    const reordered = { w: edges[1]?.w, v: edges[1]?.v, name: edges[1]?.name, value: [] };
    edges[1] = reordered;
    const read = readValidQuestionnaire(document)?.questionnaire;
    expect(read?.nodes[0]).toBe((document.nodes as unknown[])[0]);
    expect(read?.edges[0]).toBe(edges[0]);
    expect(read?.edges[1]).not.toBe(reordered);
    expect(Object.keys(read?.edges[1] ?? {})).toEqual(['v', 'w', 'name', 'value']);
    expect(read?.edges).not.toBe(edges);
    expect(read?.edges).toHaveLength(edges.length);
    expect(read?.nodes).toBe(document.nodes);
  });

  it('leaves invalid documents to zod, so that parseQuestionnaire still reports every issue', () => {
    const document = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: 20 }))) as Json;
    (document.nodes as Json[])[3] = { v: 'auto_generated_4', value: { say: { message: 7 } } };
    expect(readValidQuestionnaire(document)).toBeUndefined();
    const parsed = parseQuestionnaire(document);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]?.path).toEqual(['nodes', 3, 'value', 'say', 'message']);
  });
});
