import type { EdgeLabel, Graph, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import { buildFeasibleTree, writeRanks } from './feasibleTree.ts';

/**
 * Assigns dagre ranks by network simplex (Gansner et al.), which minimises the weighted total edge length and so
 * gives the most compact drawings, on arrays: dagre's own network simplex takes 5–10 s on a thousand vertices with
 * cross edges. It follows dagre's algorithm (same feasible tree, cut values, leaving and entering edges); pivots are
 * capped so a degenerate graph cannot stall a layout, the ranks being valid after any pivot.
 */
export function rankByNetworkSimplex(graph: Graph<GraphLabel, NodeLabel, EdgeLabel>): void {
  const tree = buildFeasibleTree(graph);
  const { tail, head, minlen, weight, incident, rank, inTree } = tree;
  const count = tree.names.length;
  const edgeCount = tail.length;
  let treeEdges = 0;
  for (let e = 0; e < edgeCount; e++) treeEdges += inTree[e] as number;
  // dagre's nesting root connects every vertex, so the tree spans the graph; if it does not, keep the feasible ranks.
  if (count === 0 || treeEdges !== count - 1) {
    writeRanks(graph, tree);
    return;
  }

  const adjacent: number[][] = tree.names.map(() => []);
  for (let e = 0; e < edgeCount; e++) {
    if (!inTree[e]) continue;
    (adjacent[tail[e] as number] as number[]).push(e);
    (adjacent[head[e] as number] as number[]).push(e);
  }
  const low = new Int32Array(count);
  const lim = new Int32Array(count);
  const parent = new Int32Array(count);
  const parentEdge = new Int32Array(count);
  const cut = new Float64Array(edgeCount);
  const postorder: number[] = [];
  const preorder: number[] = [];
  const visited = new Uint8Array(count);
  const cursor = new Int32Array(count);

  // Numbers the tree by a depth-first walk from vertex 0: a vertex's subtree is every vertex whose lim lies in
  // [low, lim] of it. Also records parents and the pre- and post-orders the other steps walk in.
  const numberTree = (): void => {
    visited.fill(0);
    cursor.fill(0);
    postorder.length = 0;
    preorder.length = 0;
    let next = 1;
    const stack = [0];
    visited[0] = 1;
    parent[0] = -1;
    parentEdge[0] = -1;
    low[0] = next;
    preorder.push(0);
    while (stack.length > 0) {
      const v = stack[stack.length - 1] as number;
      const edges = adjacent[v] as number[];
      const k = cursor[v] as number;
      if (k < edges.length) {
        cursor[v] = k + 1;
        const e = edges[k] as number;
        const w = tail[e] === v ? (head[e] as number) : (tail[e] as number);
        if (visited[w]) continue;
        visited[w] = 1;
        parent[w] = v;
        parentEdge[w] = e;
        low[w] = next;
        preorder.push(w);
        stack.push(w);
      } else {
        stack.pop();
        lim[v] = next++;
        postorder.push(v);
      }
    }
  };

  // The cut value of each tree edge, children before parents (Gansner et al., section 2.4).
  const computeCutValues = (): void => {
    for (const v of postorder) {
      const pe = parentEdge[v] as number;
      if (pe < 0) continue;
      const childIsTail = tail[pe] === v;
      let value = weight[pe] as number;
      for (const e of incident[v] as number[]) {
        if (e === pe) continue;
        const pointsToHead = (tail[e] === v) === childIsTail;
        value += pointsToHead ? (weight[e] as number) : -(weight[e] as number);
        if (inTree[e]) value += pointsToHead ? -(cut[e] as number) : (cut[e] as number);
      }
      cut[pe] = value;
    }
  };

  const updateRanks = (): void => {
    for (const v of preorder) {
      const pe = parentEdge[v] as number;
      if (pe < 0) continue;
      const p = parent[v] as number;
      rank[v] = (rank[p] as number) + (tail[pe] === p ? (minlen[pe] as number) : -(minlen[pe] as number));
    }
  };

  const isDescendant = (v: number, root: number): boolean =>
    (low[root] as number) <= (lim[v] as number) && (lim[v] as number) <= (lim[root] as number);

  const detach = (e: number, v: number): void => {
    const list = adjacent[v] as number[];
    list.splice(list.indexOf(e), 1);
  };

  numberTree();
  computeCutValues();
  const maxPivots = 4 * edgeCount + 100;
  let start = 0;
  for (let pivot = 0; pivot < maxPivots; pivot++) {
    // Leaving edge: a tree edge with a negative cut value, searched cyclically from the last one found.
    let leaving = -1;
    for (let k = 0; k < edgeCount; k++) {
      const e = (start + k) % edgeCount;
      if (inTree[e] && (cut[e] as number) < 0) {
        leaving = e;
        break;
      }
    }
    if (leaving < 0) break;
    start = leaving;
    // Entering edge: the non-tree edge of least slack that reconnects the two halves the other way round.
    const v = tail[leaving] as number;
    const w = head[leaving] as number;
    const flip = (lim[v] as number) > (lim[w] as number);
    const subtree = flip ? w : v;
    let entering = -1;
    let least = Number.POSITIVE_INFINITY;
    for (let f = 0; f < edgeCount; f++) {
      if (flip !== isDescendant(tail[f] as number, subtree) || flip === isDescendant(head[f] as number, subtree))
        continue;
      const s = (rank[head[f] as number] as number) - (rank[tail[f] as number] as number) - (minlen[f] as number);
      if (s < least) {
        least = s;
        entering = f;
      }
    }
    if (entering < 0) break;
    inTree[leaving] = 0;
    detach(leaving, v);
    detach(leaving, w);
    inTree[entering] = 1;
    (adjacent[tail[entering] as number] as number[]).push(entering);
    (adjacent[head[entering] as number] as number[]).push(entering);
    numberTree();
    computeCutValues();
    updateRanks();
  }
  writeRanks(graph, tree);
}
