import type { EdgeLabel, Graph, GraphLabel, NodeLabel } from '@dagrejs/dagre';

/**
 * dagre's ranking graph as typed arrays, with a feasible spanning tree of tight edges: the shared start of the
 * tight-tree and network-simplex rankers. Parallel edges are merged (weights added, the longest minimum length
 * kept), as dagre does before ranking.
 */
export interface FeasibleTree {
  names: string[];
  tail: Int32Array;
  head: Int32Array;
  minlen: Float64Array;
  weight: Float64Array;
  /** Edge indices incident to each vertex, in either direction. */
  incident: number[][];
  rank: Float64Array;
  /** Whether each edge is in the tree. */
  inTree: Uint8Array;
}

/**
 * Builds the array form of dagre's ranking graph, ranks it by longest path and grows a feasible tree of tight edges
 * (Gansner et al., "A Technique for Drawing Directed Graphs"), on arrays because dagre's own version allocates at
 * every step and takes seconds on a thousand vertices with cross edges. The graph must be acyclic, as dagre makes it.
 */
export function buildFeasibleTree(graph: Graph<GraphLabel, NodeLabel, EdgeLabel>): FeasibleTree {
  const names = graph.nodes();
  const count = names.length;
  const indexOf = new Map<string, number>();
  for (const [i, v] of names.entries()) indexOf.set(v, i);
  const merged = new Map<number, number>();
  const tails: number[] = [];
  const heads: number[] = [];
  const minlens: number[] = [];
  const weights: number[] = [];
  for (const e of graph.edges()) {
    const u = indexOf.get(e.v);
    const w = indexOf.get(e.w);
    if (u === undefined || w === undefined) continue;
    const label = graph.edge(e);
    const key = u * count + w;
    const at = merged.get(key);
    if (at === undefined) {
      merged.set(key, tails.length);
      tails.push(u);
      heads.push(w);
      minlens.push(label.minlen ?? 1);
      weights.push(label.weight ?? 1);
    } else {
      minlens[at] = Math.max(minlens[at] as number, label.minlen ?? 1);
      weights[at] = (weights[at] as number) + (label.weight ?? 1);
    }
  }
  const edgeCount = tails.length;
  const tail = Int32Array.from(tails);
  const head = Int32Array.from(heads);
  const minlen = Float64Array.from(minlens);
  const weight = Float64Array.from(weights);
  const incident: number[][] = names.map(() => []);
  const outgoing: number[][] = names.map(() => []);
  const indegree = new Int32Array(count);
  for (let e = 0; e < edgeCount; e++) {
    const u = tail[e] as number;
    const w = head[e] as number;
    (incident[u] as number[]).push(e);
    (incident[w] as number[]).push(e);
    (outgoing[u] as number[]).push(e);
    indegree[w] = (indegree[w] as number) + 1;
  }

  // Longest path: sinks at rank 0, every other vertex as low as its out-edges allow.
  const topological: number[] = [];
  for (let v = 0; v < count; v++) if (indegree[v] === 0) topological.push(v);
  for (let i = 0; i < topological.length; i++) {
    for (const e of outgoing[topological[i] as number] as number[]) {
      const w = head[e] as number;
      indegree[w] = (indegree[w] as number) - 1;
      if (indegree[w] === 0) topological.push(w);
    }
  }
  const rank = new Float64Array(count);
  for (let i = topological.length - 1; i >= 0; i--) {
    const v = topological[i] as number;
    let r = Number.POSITIVE_INFINITY;
    for (const e of outgoing[v] as number[])
      r = Math.min(r, (rank[head[e] as number] as number) - (minlen[e] as number));
    rank[v] = r === Number.POSITIVE_INFINITY ? 0 : r;
  }
  const slack = (e: number): number =>
    (rank[head[e] as number] as number) - (rank[tail[e] as number] as number) - (minlen[e] as number);

  // Grow a tree of tight edges from the first vertex; when it stops growing, shift the whole tree by the smallest
  // slack of an edge leaving it, which makes that edge (and any edge as slack, in the same direction) tight.
  const inTree = new Uint8Array(edgeCount);
  const reached = new Uint8Array(count);
  const members: number[] = [];
  const grow = (stack: number[]): void => {
    while (stack.length > 0) {
      const v = stack.pop() as number;
      for (const e of incident[v] as number[]) {
        const w = tail[e] === v ? (head[e] as number) : (tail[e] as number);
        if (!reached[w] && slack(e) === 0) {
          reached[w] = 1;
          inTree[e] = 1;
          members.push(w);
          stack.push(w);
        }
      }
    }
  };
  if (count > 0) {
    reached[0] = 1;
    members.push(0);
    grow([0]);
  }
  while (members.length < count) {
    let best = -1;
    let bestSlack = Number.POSITIVE_INFINITY;
    for (let e = 0; e < edgeCount; e++) {
      if (reached[tail[e] as number] === reached[head[e] as number]) continue;
      const s = slack(e);
      if (s < bestSlack) {
        bestSlack = s;
        best = e;
      }
    }
    if (best < 0) break;
    const tailInside = reached[tail[best] as number] === 1;
    const delta = tailInside ? bestSlack : -bestSlack;
    for (const v of members) rank[v] = (rank[v] as number) + delta;
    const stack: number[] = [];
    for (let e = 0; e < edgeCount; e++) {
      const t = reached[tail[e] as number] === 1;
      if (t === (reached[head[e] as number] === 1) || t !== tailInside || slack(e) !== 0) continue;
      const w = t ? (head[e] as number) : (tail[e] as number);
      if (reached[w]) continue;
      reached[w] = 1;
      inTree[e] = 1;
      members.push(w);
      stack.push(w);
    }
    grow(stack);
  }
  return { names, tail, head, minlen, weight, incident, rank, inTree };
}

/** Writes array ranks back onto dagre's vertex labels. */
export function writeRanks(graph: Graph<GraphLabel, NodeLabel, EdgeLabel>, tree: FeasibleTree): void {
  tree.names.forEach((v, i) => {
    graph.node(v).rank = tree.rank[i] as number;
  });
}
