import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { questionnaireArbitrary } from '../testing/arbitraryQuestionnaire.ts';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';
import { lintParsedQuestionnaire } from './lint/lintQuestionnaire.ts';
import { formatIssuePath, parseQuestionnaire } from './parseQuestionnaire.ts';
import { prepareQuestionnaire } from './prepare/prepareQuestionnaire.ts';
import { validateForSave } from './prepare/validateForSave.ts';
import type { Questionnaire } from './questionnaire.ts';
import {
  findEdgePosition,
  findRepeatedEdges,
  getReachablePositions,
  getReachableVertices,
  indexGraphPositions,
  indexQuestionnaire,
} from './questionnaireIndex.ts';

const PROPERTY = { seed: 5150, numRuns: 150 };

/** The out-edge positions of each vertex, read from the index's grouped lists. */
function outEdgePositions(q: Questionnaire): number[][] {
  const index = indexQuestionnaire(q);
  return q.nodes.map((_, p) =>
    Array.from(index.outEdgeIds.subarray(index.outStart[p] as number, index.outStart[p + 1] as number)),
  );
}

describe('indexQuestionnaire', () => {
  test.prop([questionnaireArbitrary], PROPERTY)('groups every edge under its source, in document order', (q) => {
    const expected = q.nodes.map((node) => q.edges.flatMap((edge, i) => (edge.v === node.v ? [i] : [])));
    expect(outEdgePositions(q)).toEqual(expected);
  });

  test.prop([questionnaireArbitrary], PROPERTY)('keeps the name-keyed maps it had', (q) => {
    const index = indexQuestionnaire(q);
    expect([...index.vertices]).toEqual(q.nodes.map((node) => [node.v, node.value]));
    for (const node of q.nodes) {
      expect(index.outEdges.get(node.v) ?? []).toEqual(q.edges.filter((edge) => edge.v === node.v));
      expect(index.inEdges.get(node.v) ?? []).toEqual(q.edges.filter((edge) => edge.w === node.v));
    }
  });

  test.prop([questionnaireArbitrary], PROPERTY)('reaches what a walk over names reaches', (q) => {
    const start = q.nodes[0]?.v as string;
    const seen = new Set([start]);
    const stack = [start];
    while (stack.length > 0) {
      const v = stack.pop() as string;
      for (const edge of q.edges)
        if (edge.v === v && !seen.has(edge.w)) {
          seen.add(edge.w);
          stack.push(edge.w);
        }
    }
    expect([...getReachableVertices(indexQuestionnaire(q), start)].sort()).toEqual([...seen].sort());
  });

  test.prop(
    [
      fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 8 }),
      fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'x'), fc.constantFrom('a', 'b', 'e', 'f', 'x'))),
    ],
    PROPERTY,
  )('places every edge end where a lookup by name does, repeated names and any edge order included', (names, ends) => {
    const nodes = names.map((v) => ({ v }));
    const edges = ends.map(([v, w], i) => ({ v, w, name: String(i) }));
    const positions = indexGraphPositions(nodes, edges);
    const lastAt = (name: string) => (names as readonly string[]).lastIndexOf(name);
    expect(Array.from(positions.edgeSources)).toEqual(ends.map(([v]) => lastAt(v)));
    expect(Array.from(positions.edgeTargets)).toEqual(ends.map(([, w]) => lastAt(w)));
  });

  test.prop(
    [
      fc.array(
        fc.tuple(fc.constantFrom('a', 'b', 'x'), fc.constantFrom('a', 'b', 'c', 'x', 'y'), fc.constantFrom('0', '1')),
        { maxLength: 30 },
      ),
    ],
    PROPERTY,
  )('flags exactly the edges whose key an earlier edge has', (keys) => {
    const nodes = ['a', 'b', 'c'].map((v) => ({ v }));
    const edges = keys.map(([v, w, name]) => ({ v, w, name }));
    const seen = new Set<string>();
    const expected = keys.map((key) => {
      const joined = key.join(' ');
      const repeated = seen.has(joined);
      seen.add(joined);
      return repeated ? 1 : 0;
    });
    expect(Array.from(findRepeatedEdges(indexGraphPositions(nodes, edges), edges))).toEqual(expected);
  });

  it('finds an edge by its key, and nothing for a key it does not hold', () => {
    const q = generateQuestionnaire({ vertices: 20 });
    const index = indexQuestionnaire(q);
    q.edges.forEach((edge, i) => {
      expect(findEdgePosition(index, edge)).toBe(i);
    });
    const first = q.edges[0] as Questionnaire['edges'][number];
    expect(findEdgePosition(index, { ...first, name: 'none' })).toBe(-1);
    expect(findEdgePosition(index, { ...first, v: 'none' })).toBe(-1);
    expect(getReachablePositions(index, -1).every((flag) => flag === 0)).toBe(true);
  });

  it('leaves malformed entries out and marks missing ends with -1', () => {
    const positions = indexGraphPositions(
      [{ v: 'a' }, 7, { v: 'b' }, { value: {} }, { v: 'a' }],
      [{ v: 'a', w: 'b', name: '0' }, null, { v: 'a', w: 'gone', name: '1' }, { v: 'b', w: 'a', name: 2 }],
    );
    expect(positions.vertexAt).toEqual(
      new Map([
        ['a', 4],
        ['b', 2],
      ]),
    );
    expect(positions.repeatedVertices).toEqual([4]);
    expect(Array.from(positions.edgeSources)).toEqual([4, -1, 4, -1]);
    expect(Array.from(positions.edgeTargets)).toEqual([2, -1, -1, -1]);
    expect(Array.from(positions.outEdgeIds)).toEqual([0, 2]);
  });
});

describe('the parser index, shared', () => {
  test.prop([questionnaireArbitrary], PROPERTY)(
    'lint, prepare and save validation answer the same with it as without it',
    (q) => {
      const parsed = parseQuestionnaire(JSON.parse(JSON.stringify(q)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const { questionnaire, index } = parsed;
      expect(lintParsedQuestionnaire(questionnaire, { index })).toEqual(lintParsedQuestionnaire(questionnaire));
      expect(prepareQuestionnaire(questionnaire, index)).toEqual(prepareQuestionnaire(questionnaire));
      expect(validateForSave(questionnaire, index)).toEqual(validateForSave(questionnaire));
    },
  );

  test.prop([questionnaireArbitrary, questionnaireArbitrary], PROPERTY)(
    'is ignored for a document it was not built from',
    (q, other) => {
      const stale = indexQuestionnaire(other);
      expect(lintParsedQuestionnaire(q, { index: stale })).toEqual(lintParsedQuestionnaire(q));
      expect(prepareQuestionnaire(q, stale)).toEqual(prepareQuestionnaire(q));
      expect(validateForSave(q, stale)).toEqual(validateForSave(q));
    },
  );
});

describe('parseQuestionnaire: structure', () => {
  const base = generateQuestionnaire({ vertices: 8 });
  const [a, b] = base.nodes.map((node) => node.v) as [string, string];
  const issuesOf = (input: unknown) => {
    const result = parseQuestionnaire(input);
    return result.ok ? [] : result.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
  };

  it('finds a repeated edge key among many parallel edges', () => {
    const parallel = Array.from({ length: 40 }, (_, i) => ({ v: a, w: b, name: `p${i % 30}`, value: [] }));
    const issues = issuesOf({ ...base, edges: [...base.edges, ...parallel] });
    expect(issues).toHaveLength(10);
    expect(issues[0]).toBe(`edges[${base.edges.length + 30}].name: duplicate edge ${a} -> ${b} named "p0"`);
  });

  it('finds a repeated edge key among edges that leave a missing vertex', () => {
    const orphan = { v: 'gone', w: b, name: 'x', value: [] };
    const at = base.edges.length;
    expect(issuesOf({ ...base, edges: [...base.edges, orphan, orphan] })).toEqual([
      `edges[${at}].v: edge leaves missing vertex "gone"`,
      `edges[${at + 1}].v: edge leaves missing vertex "gone"`,
      `edges[${at + 1}].name: duplicate edge gone -> ${b} named "x"`,
    ]);
  });
});
