import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import type { Edge } from '../edge.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { createVertexValue } from '../vertexValue.ts';
import { findWeakComponents } from './findWeakComponents.ts';
import { type LayoutRanker, layoutQuestionnaire, type VertexLayout } from './layoutQuestionnaire.ts';

function say(v: string, message = `Message of ${v}.`): Vertex {
  return { v, value: createVertexValue('say', { message }) };
}

function link(v: string, w: string, name: string, conditions: Edge['value'] = []): Edge {
  return { v, w, name, value: conditions };
}

function document(nodes: Vertex[], edges: Edge[], starting_node = nodes[0]?.v): Questionnaire {
  return assertQuestionnaire({ id: 1, questionnaire_name: 'Layout', starting_node, nodes, edges });
}

function overlaps(a: VertexLayout, b: VertexLayout): boolean {
  return Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;
}

function bounds(boxes: VertexLayout[]): { left: number; right: number; top: number; bottom: number } {
  return {
    left: Math.min(...boxes.map((b) => b.x - b.width / 2)),
    right: Math.max(...boxes.map((b) => b.x + b.width / 2)),
    top: Math.min(...boxes.map((b) => b.y - b.height / 2)),
    bottom: Math.max(...boxes.map((b) => b.y + b.height / 2)),
  };
}

function expectWellPlaced(q: Questionnaire, ranker?: LayoutRanker): void {
  const layout = layoutQuestionnaire(q, { ranker });
  expect([...layout.vertices.keys()]).toEqual(q.nodes.map((n) => n.v));
  for (const box of layout.vertices.values()) {
    for (const n of [box.x, box.y, box.width, box.height]) expect(Number.isFinite(n)).toBe(true);
    expect(box.x - box.width / 2).toBeGreaterThanOrEqual(-0.001);
    expect(box.y - box.height / 2).toBeGreaterThanOrEqual(-0.001);
    expect(box.x + box.width / 2).toBeLessThanOrEqual(layout.width + 0.001);
    expect(box.y + box.height / 2).toBeLessThanOrEqual(layout.height + 0.001);
  }
  const components = findWeakComponents(q).map((members) => members.map((v) => layout.vertices.get(v) as VertexLayout));
  const overlapping: number[][] = [];
  for (const boxes of components) {
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        if (overlaps(boxes[i] as VertexLayout, boxes[j] as VertexLayout)) overlapping.push([i, j]);
  }
  expect(overlapping).toEqual([]);
  const areas = components.map(bounds).sort((a, b) => a.left - b.left);
  for (let i = 1; i < areas.length; i++) expect(areas[i]?.left).toBeGreaterThan(areas[i - 1]?.right as number);
  expect(layout.edges).toHaveLength(q.edges.length);
  for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
}

describe('layoutQuestionnaire', () => {
  it('places every vertex of a generated questionnaire, without overlaps, inside the drawing', () => {
    expectWellPlaced(generateQuestionnaire({ vertices: 300 }));
  });

  it('sizes a vertex from its wrapped text', () => {
    const long = 'word '.repeat(40).trim();
    const q = document([say('auto_generated_1', 'Hi.'), say('auto_generated_2', long)], []);
    const layout = layoutQuestionnaire(q, { charWidth: 10, lineHeight: 20, paddingX: 5, paddingY: 5, headerHeight: 0 });
    const short = layout.vertices.get('auto_generated_1');
    const wrapped = layout.vertices.get('auto_generated_2');
    expect(short).toMatchObject({ lines: ['Hi.'], width: 140, height: 30 });
    expect(wrapped?.lines).toHaveLength(4);
    expect(wrapped).toMatchObject({ width: 59 * 10 + 10, height: 4 * 20 + 10 });
  });

  it('labels an edge with its conditions and gives parallel edges their own routes', () => {
    const q = document(
      [
        {
          v: 'auto_generated_1',
          value: createVertexValue('date_of_birth_validation', {
            name: 'dob',
            requestMessage: 'Please say your date of birth.',
            waitMessage: 'One moment.',
          }),
        },
        say('auto_generated_2'),
      ],
      [
        link('auto_generated_1', 'auto_generated_2', '0', [createCondition('date_of_birth_validation', 'valid')]),
        link('auto_generated_1', 'auto_generated_2', '1', [createCondition('date_of_birth_validation', 'invalid')]),
        link('auto_generated_1', 'auto_generated_2', '2'),
      ],
    );
    const layout = layoutQuestionnaire(q);
    expect(layout.edges.map((e) => [e.name, e.label])).toEqual([
      ['0', 'valid'],
      ['1', 'invalid'],
      ['2', undefined],
    ]);
    const routes = layout.edges.map((e) => JSON.stringify(e.points));
    expect(new Set(routes).size).toBe(3);
    expect(layout.edges[0]?.labelPosition).not.toEqual(layout.edges[1]?.labelPosition);
    expect(layout.edges[2]?.labelPosition).toBeUndefined();
  });

  it('draws a loop back to an earlier question from the later vertex to the earlier one', () => {
    const q = document(
      [say('auto_generated_1'), say('auto_generated_2'), say('auto_generated_3')],
      [
        link('auto_generated_1', 'auto_generated_2', '0'),
        link('auto_generated_2', 'auto_generated_3', '1'),
        link('auto_generated_3', 'auto_generated_1', '2'),
        link('auto_generated_3', 'auto_generated_3', '3'),
      ],
    );
    const layout = layoutQuestionnaire(q);
    const y = (v: string): number => layout.vertices.get(v)?.y as number;
    expect(y('auto_generated_1')).toBeLessThan(y('auto_generated_2'));
    expect(y('auto_generated_2')).toBeLessThan(y('auto_generated_3'));
    const loop = layout.edges.find((e) => e.name === '2');
    expect(loop?.points[0]?.y).toBeGreaterThan(loop?.points.at(-1)?.y as number);
    expect(layout.edges.find((e) => e.name === '3')?.points.length).toBeGreaterThan(2);
  });

  it('packs disconnected components side by side, the start component first', () => {
    const q = document(
      [say('a1'), say('a2'), say('b1'), say('b2'), say('lonely')],
      [link('a1', 'a2', '0'), link('b1', 'b2', '0')],
      'b1',
    );
    const layout = layoutQuestionnaire(q);
    const x = (v: string): number => layout.vertices.get(v)?.x as number;
    expect(x('b1')).toBeLessThan(x('a1'));
    expect(x('a1')).toBeLessThan(x('lonely'));
    expectWellPlaced(q);
  });

  it('is deterministic', () => {
    const q = generateQuestionnaire({ vertices: 120 });
    expect(layoutQuestionnaire(q)).toEqual(layoutQuestionnaire(structuredClone(q)));
  });

  it('lays out an empty questionnaire', () => {
    expect(layoutQuestionnaire(document([], []))).toEqual({ vertices: new Map(), edges: [], width: 0, height: 0 });
  });

  // One example, not a property: only a long chain shows a recursion as deep as the graph (dagre's ranking recurses
  // once a step; 5,000 steps pass on Node's default stack), and one is enough. It is about 2.4 s of CPU, which took
  // 24 s on a machine with a load of 20, hence a limit of its own.
  it('lays out a 5,000-step chain without exhausting the stack', { timeout: 60_000 }, () => {
    const nodes = Array.from({ length: 5000 }, (_, i) => say(`auto_generated_${i + 1}`, 'Next.'));
    const edges = nodes.slice(1).map((n, i) => link(`auto_generated_${i + 1}`, n.v, String(i)));
    const layout = layoutQuestionnaire(document(nodes, edges));
    expect(layout.vertices.size).toBe(5000);
  });

  // Up to 24 vertices and 40 edges, 30 runs: loops, parallel and back edges and separate components all come up at that
  // size, and the property stays well under a second of CPU.
  const graphs = fc
    .record({
      size: fc.integer({ min: 1, max: 24 }),
      links: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 40 }),
      start: fc.nat(),
    })
    .map(({ size, links, start }) => {
      const nodes = Array.from({ length: size }, (_, i) =>
        i % 7 === 3
          ? { v: `auto_generated_${i + 1}`, value: createVertexValue('placeholder', { text: 'click to edit' }) }
          : say(`auto_generated_${i + 1}`, 'x '.repeat(i * 3)),
      );
      const edges = links.map(([a, b, labelled], i) =>
        link(
          `auto_generated_${(a % size) + 1}`,
          `auto_generated_${(b % size) + 1}`,
          String(i),
          labelled ? [createCondition('answer', `answer ${i}`)] : [],
        ),
      );
      return document(nodes, edges, `auto_generated_${(start % size) + 1}`);
    });

  test.prop([graphs, fc.constantFrom<LayoutRanker>('network-simplex', 'tight-tree', 'longest-path')], {
    seed: 424242,
    numRuns: 30,
  })('positions every vertex of any multigraph, with no overlap in a component or between components', (q, ranker) => {
    expectWellPlaced(q, ranker);
  });
});
