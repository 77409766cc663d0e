import { Graph, layout } from '@dagrejs/dagre';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { rankByNetworkSimplex } from './rankByNetworkSimplex.ts';
import { rankByTightTree } from './rankByTightTree.ts';

type Ranker = 'network-simplex' | 'tight-tree' | typeof rankByNetworkSimplex;

/** Runs dagre with a ranker and reads back each vertex's rank and the total length of the edges. */
function rank(size: number, links: [number, number, number][], ranker: Ranker): { ranks: number[]; length: number } {
  const graph = new Graph({ directed: true, multigraph: true, compound: false });
  graph.setGraph({ ranker });
  for (let i = 0; i < size; i++) graph.setNode(`v${i}`, { width: 10, height: 10 });
  links.forEach(([a, b, minlen], i) => {
    graph.setEdge(`v${a % size}`, `v${b % size}`, { minlen, weight: 1 }, String(i));
  });
  layout(graph);
  const ranks = Array.from({ length: size }, (_, i) => graph.node(`v${i}`).rank as number);
  let length = 0;
  for (const [a, b] of links) length += Math.abs((ranks[b % size] as number) - (ranks[a % size] as number));
  return { ranks, length };
}

// Up to 20 vertices and 40 edges, 40 runs a property: cycles, parallel edges, loops and several components all come up
// at that size, and each property stays well under a second of CPU (dagre's layout is most of it).
const graphs = fc.record({
  size: fc.integer({ min: 1, max: 20 }),
  links: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 })), { maxLength: 40 }),
});

describe('rankers built on buildFeasibleTree', () => {
  test.prop([graphs], { seed: 7001, numRuns: 40 })('tight-tree gives exactly dagre’s ranks', ({ size, links }) => {
    expect(rank(size, links, rankByTightTree).ranks).toEqual(rank(size, links, 'tight-tree').ranks);
  });

  test.prop([graphs], { seed: 7002, numRuns: 40 })(
    'network simplex reaches dagre’s optimum: the same total edge length',
    ({ size, links }) => {
      expect(rank(size, links, rankByNetworkSimplex).length).toBe(rank(size, links, 'network-simplex').length);
    },
  );
});
