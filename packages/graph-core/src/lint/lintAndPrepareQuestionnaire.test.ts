import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { questionnaireArbitrary } from '../../testing/arbitraryQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import { parseQuestionnaire } from '../parseQuestionnaire.ts';
import { prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import { createVertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { type LintAndPrepareResult, lintAndPrepareQuestionnaire } from './lintAndPrepareQuestionnaire.ts';
import type { LintOptions } from './lintOptions.ts';
import { lintParsedQuestionnaire, lintQuestionnaire } from './lintQuestionnaire.ts';

type Json = Record<string, unknown>;

/** What the separate steps answer: the reference the one-walk pipeline must agree with. */
function lintAndPrepareSeparately(input: unknown, options: LintOptions): LintAndPrepareResult {
  const parsed = parseQuestionnaire(input);
  if (!parsed.ok) return { ok: false, issues: parsed.issues, diagnostics: lintQuestionnaire(input, options) };
  const { questionnaire, index } = parsed;
  return {
    ok: true,
    questionnaire,
    index,
    diagnostics: lintParsedQuestionnaire(questionnaire, { ...options, index }),
    prepared: prepareQuestionnaire(questionnaire, index),
  };
}

/** The same verdict, issues, diagnostics and prepared document, keys in the same order, as the separate steps. */
function expectSameAsSeparate(input: unknown, options: LintOptions = {}): LintAndPrepareResult {
  const expected = lintAndPrepareSeparately(input, options);
  const actual = lintAndPrepareQuestionnaire(input, options);
  expect(actual.ok).toBe(expected.ok);
  expect(actual.diagnostics).toEqual(expected.diagnostics);
  if (actual.ok && expected.ok) {
    expect(actual.questionnaire).toEqual(expected.questionnaire);
    expect(JSON.stringify(actual.prepared)).toBe(JSON.stringify(expected.prepared));
  }
  if (!actual.ok && !expected.ok) expect(actual.issues).toEqual(expected.issues);
  return actual;
}

/** One change a hand-edited file might hold, at a position of the document's lists. */
const changeArbitrary = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom(
    'none',
    'duplicate-vertex',
    'missing-target',
    'duplicate-edge',
    'invalid-vertex',
    'reordered-edge',
    'placeholder',
  ),
});

type Change = typeof changeArbitrary extends fc.Arbitrary<infer C> ? C : never;

function applyChange(document: Json, { at, kind }: Change): void {
  const nodes = document.nodes as Json[];
  const edges = document.edges as Json[];
  const vertex = nodes[at % nodes.length] as Json;
  const edge = edges.length === 0 ? undefined : (edges[at % edges.length] as Json);
  switch (kind) {
    case 'duplicate-vertex':
      nodes.push({ ...vertex });
      break;
    case 'missing-target':
      if (edge) edge.w = 'nowhere';
      break;
    case 'duplicate-edge':
      if (edge) edges.push({ ...edge });
      break;
    case 'invalid-vertex':
      vertex.value = { say: { message: 7 } };
      break;
    case 'reordered-edge':
      if (edge) edges[at % edges.length] = { name: edge.name, w: edge.w, v: edge.v, value: edge.value };
      break;
    case 'placeholder':
      vertex.value = createVertexValue('placeholder', { text: PLACEHOLDER_TEXT });
      break;
  }
}

const optionsArbitrary: fc.Arbitrary<LintOptions> = fc.option(
  fc.subarray(['first_name', 'last_name']).map((knownParameters) => ({ knownParameters })),
  { nil: {} },
);

describe('lintAndPrepareQuestionnaire', () => {
  test.prop([questionnaireArbitrary, fc.array(changeArbitrary, { maxLength: 2 }), optionsArbitrary], {
    seed: 9301,
    numRuns: 300,
  })('answers what parse, lint and prepare answer one after the other', (questionnaire, changes, options) => {
    const document = JSON.parse(JSON.stringify(questionnaire)) as Json;
    for (const change of changes) applyChange(document, change);
    expectSameAsSeparate(document, options);
  });

  it('agrees on a large document whose problems fall on both sides of the runs the parser hands over', () => {
    const document = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: 3_000 }))) as Json;
    const nodes = document.nodes as Json[];
    const edges = document.edges as Json[];
    for (const at of [1, 1023, 1024, 2047, 2048, nodes.length - 1])
      (nodes[at] as Json).value = createVertexValue('placeholder', { text: PLACEHOLDER_TEXT });
    for (const at of [5, 1024, 2500]) (edges[at] as Json).value = [createCondition('answer', 'Maybe')];
    const result = expectSameAsSeparate(document, { knownParameters: [] });
    expect(result.ok).toBe(true);
    const rules = new Set(result.diagnostics.map((diagnostic) => diagnostic.rule));
    expect([...rules].sort()).toEqual(['invalid-condition', 'placeholder', 'unknown-parameter']);
  });

  it('gives a clean generated document no diagnostics and its prepared form', () => {
    const document = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: 2_500 })));
    const result = expectSameAsSeparate(document);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok && result.prepared.edges.every((edge) => edge.v !== undefined)).toBe(true);
  });

  it('reports schema diagnostics for a document that fails the schema', () => {
    const result = expectSameAsSeparate({ id: 1, questionnaire_name: 'Broken', nodes: [{ v: 'a' }], edges: 3 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.every((diagnostic) => diagnostic.rule === 'schema')).toBe(true);
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });
});
