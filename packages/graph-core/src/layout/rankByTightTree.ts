import type { EdgeLabel, Graph, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import { buildFeasibleTree, writeRanks } from './feasibleTree.ts';

/**
 * Assigns dagre ranks the way dagre's "tight-tree" ranker does (longest path, then a feasible tree of tight edges),
 * on arrays: the same ranks, without the seconds dagre's version spends on a thousand vertices with cross edges.
 */
export function rankByTightTree(graph: Graph<GraphLabel, NodeLabel, EdgeLabel>): void {
  writeRanks(graph, buildFeasibleTree(graph));
}
