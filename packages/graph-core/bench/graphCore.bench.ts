import { bench, describe } from 'vitest';
import { createCondition } from '../src/condition.ts';
import type { Edge } from '../src/edge.ts';
import { layoutQuestionnaire } from '../src/layout/layoutQuestionnaire.ts';
import { lintAndPrepareQuestionnaire } from '../src/lint/lintAndPrepareQuestionnaire.ts';
import { assertQuestionnaire } from '../src/parseQuestionnaire.ts';
import type { Questionnaire, Vertex } from '../src/questionnaire.ts';
import { createVertexValue } from '../src/vertexValue.ts';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';

/** A generated questionnaire as `JSON.parse` gives it: what a file, a request body or the editor's store holds. */
function loadDocument(vertices: number): unknown {
  return JSON.parse(JSON.stringify(generateQuestionnaire({ vertices })));
}

/**
 * Separate copies of a generated questionnaire, together 100,000 vertices, and a function that hands them out in
 * turn: every size then reads as much memory between two reads of one document, and none finds its document in the
 * processor's cache, as none does that a file or a request has just brought. A 10,000-vertex document read again and
 * again stays in the cache from one run to the next, a 100,000-vertex one never does.
 */
function loadDocumentsInTurn(vertices: number): () => unknown {
  const text = JSON.stringify(generateQuestionnaire({ vertices }));
  const documents = Array.from({ length: Math.ceil(100_000 / vertices) }, () => JSON.parse(text) as unknown);
  let next = 0;
  return () => documents[next++ % documents.length];
}

/** What `carecall prepare` and a save do with a document: parse it, lint it and prepare it, in one walk. */
function parseLintPrepare(input: unknown): void {
  const result = lintAndPrepareQuestionnaire(input);
  if (!result.ok || result.diagnostics.length > 0) throw new Error('the generated document must be clean');
}

/**
 * A 1,000-vertex graph wider than any authored questionnaire: each vertex hangs off one of the 20 before it, with 30%
 * extra forward edges and 5% loops back, about half of them labelled. It measures layout on many crossings.
 */
function wideRandomQuestionnaire(size: number): Questionnaire {
  let seed = 1;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const name = (i: number) => `auto_generated_${i + 1}`;
  const nodes: Vertex[] = Array.from({ length: size }, (_, i) => ({
    v: name(i),
    value: createVertexValue('say', { message: `Step ${i} of a wide questionnaire.` }),
  }));
  const edges: Edge[] = [];
  const link = (from: number, to: number, labelled: boolean) =>
    edges.push({
      v: name(from),
      w: name(to),
      name: String(edges.length),
      value: labelled ? [createCondition('answer', `answer ${edges.length}`)] : [],
    });
  for (let i = 1; i < size; i++) link(Math.max(0, i - 1 - Math.floor(random() * 20)), i, random() < 0.5);
  for (let k = 0; k < size * 0.3; k++) {
    const i = Math.floor(random() * size);
    const j = Math.min(size - 1, i + 1 + Math.floor(random() * 20));
    if (i !== j) link(i, j, random() < 0.5);
  }
  for (let k = 0; k < size * 0.05; k++) {
    const i = Math.floor(random() * size);
    const j = Math.max(0, i - 1 - Math.floor(random() * 20));
    if (i !== j) link(i, j, false);
  }
  return assertQuestionnaire({ id: 1, questionnaire_name: 'Wide', starting_node: name(0), nodes, edges });
}

describe('parse + lint + prepare, each run a document not read just before (document already JSON-parsed)', () => {
  const small = loadDocumentsInTurn(1_000);
  const medium = loadDocumentsInTurn(10_000);
  const large = loadDocumentsInTurn(100_000);
  bench('1,000 vertices', () => parseLintPrepare(small()), { time: 1_000 });
  bench('10,000 vertices (target < 50 ms)', () => parseLintPrepare(medium()), { time: 2_000 });
  bench('100,000 vertices (target < 12 × the 10,000 figure)', () => parseLintPrepare(large()), {
    time: 4_000,
    iterations: 5,
  });
});

describe('parse + lint + prepare, the same document again (for comparison)', () => {
  const medium = loadDocument(10_000);
  const large = loadDocument(100_000);
  bench('10,000 vertices', () => parseLintPrepare(medium), { time: 2_000 });
  bench('100,000 vertices', () => parseLintPrepare(large), { time: 4_000, iterations: 5 });
});

describe('layout', () => {
  const generated = generateQuestionnaire({ vertices: 1_000 });
  const wide = wideRandomQuestionnaire(1_000);
  bench('1,000 vertices, generated (target < 1 s)', () => void layoutQuestionnaire(generated), {
    time: 3_000,
    iterations: 5,
  });
  bench('1,000 vertices, wide random graph', () => void layoutQuestionnaire(wide), { time: 3_000, iterations: 5 });
});
