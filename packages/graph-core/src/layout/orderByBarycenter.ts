import type { EdgeLabel, Graph, GraphLabel, NodeLabel } from '@dagrejs/dagre';

/** Sweeps without a strict improvement before ordering stops (dagre's own rule). */
const PATIENCE = 4;
/** A hard cap on sweeps, so ordering time stays linear in the graph size. */
const MAX_SWEEPS = 24;

interface Layering {
  /** Vertex indices of each rank, left to right. */
  layers: number[][];
  /** The position of each vertex inside its rank. */
  position: Int32Array;
}

/** Weighted crossings between two adjacent ranks (Barth, Jünger and Mutzel's accumulator tree). */
function countLayerCrossings(
  north: readonly number[],
  southSize: number,
  succ: readonly number[][],
  succWeight: readonly number[][],
  position: Int32Array,
): number {
  let first = 1;
  while (first < southSize) first <<= 1;
  const tree = new Float64Array(2 * first - 1);
  first -= 1;
  let crossings = 0;
  const entries: [number, number][] = [];
  for (const u of north) {
    const targets = succ[u] as number[];
    const weights = succWeight[u] as number[];
    entries.length = 0;
    for (let k = 0; k < targets.length; k++)
      entries.push([position[targets[k] as number] as number, weights[k] as number]);
    entries.sort((a, b) => a[0] - b[0]);
    for (const [pos, weight] of entries) {
      let index = pos + first;
      tree[index] = (tree[index] as number) + weight;
      let sum = 0;
      while (index > 0) {
        if (index % 2) sum += tree[index + 1] as number;
        index = (index - 1) >> 1;
        tree[index] = (tree[index] as number) + weight;
      }
      crossings += weight * sum;
    }
  }
  return crossings;
}

/**
 * Orders the vertices of each rank to reduce edge crossings, as a drop-in for dagre's `order` phase (its
 * `customOrder` hook) on flat graphs. It is the same heuristic as dagre's — depth-first initial order, then
 * alternating barycenter sweeps, keeping the order with the fewest weighted crossings — but on arrays instead of one
 * graphlib graph per rank, which made ordering about two thirds of dagre's time on long questionnaires.
 */
export function orderByBarycenter(graph: Graph<GraphLabel, NodeLabel, EdgeLabel>): void {
  const names = graph.nodes();
  const count = names.length;
  const indexOf = new Map<string, number>();
  for (const [i, v] of names.entries()) indexOf.set(v, i);
  const rank = new Int32Array(count);
  let maxRank = 0;
  names.forEach((v, i) => {
    const r = graph.node(v).rank ?? 0;
    rank[i] = r;
    if (r > maxRank) maxRank = r;
  });

  const pred: number[][] = names.map(() => []);
  const predWeight: number[][] = names.map(() => []);
  const succ: number[][] = names.map(() => []);
  const succWeight: number[][] = names.map(() => []);
  for (const e of graph.edges()) {
    const u = indexOf.get(e.v);
    const w = indexOf.get(e.w);
    if (u === undefined || w === undefined) continue;
    const weight = graph.edge(e).weight ?? 1;
    (succ[u] as number[]).push(w);
    (succWeight[u] as number[]).push(weight);
    (pred[w] as number[]).push(u);
    (predWeight[w] as number[]).push(weight);
  }

  // Initial order: depth-first from the vertices sorted by rank, each placed at the end of its rank when first seen.
  const layers: number[][] = Array.from({ length: maxRank + 1 }, () => []);
  const visited = new Uint8Array(count);
  const byRank = Array.from({ length: count }, (_, i) => i).sort((a, b) => (rank[a] as number) - (rank[b] as number));
  const stack: number[] = [];
  for (const root of byRank) {
    if (visited[root]) continue;
    stack.push(root);
    while (stack.length > 0) {
      const v = stack.pop() as number;
      if (visited[v]) continue;
      visited[v] = 1;
      (layers[rank[v] as number] as number[]).push(v);
      const next = succ[v] as number[];
      for (let k = next.length - 1; k >= 0; k--) if (!visited[next[k] as number]) stack.push(next[k] as number);
    }
  }
  const position = new Int32Array(count);
  const place = (layer: readonly number[]): void => {
    layer.forEach((v, i) => {
      position[v] = i;
    });
  };
  layers.forEach(place);

  const crossings = (): number => {
    let total = 0;
    for (let r = 1; r <= maxRank; r++) {
      total += countLayerCrossings(
        layers[r - 1] as number[],
        (layers[r] as number[]).length,
        succ,
        succWeight,
        position,
      );
    }
    return total;
  };
  const snapshot = (): Layering => ({ layers: layers.map((layer) => [...layer]), position: position.slice() });

  let best = snapshot();
  let bestCrossings = crossings();
  const barycenter = new Float64Array(count);
  const hasBarycenter = new Uint8Array(count);
  for (let sweep = 0, sinceBest = 0; sinceBest < PATIENCE && sweep < MAX_SWEEPS && bestCrossings > 0; sweep++) {
    const down = sweep % 2 === 1;
    const biasRight = sweep % 4 >= 2;
    const neighbours = down ? pred : succ;
    const neighbourWeight = down ? predWeight : succWeight;
    for (let step = 0; step < maxRank; step++) {
      const layer = layers[down ? step + 1 : maxRank - 1 - step] as number[];
      for (const v of layer) {
        const list = neighbours[v] as number[];
        const weights = neighbourWeight[v] as number[];
        let sum = 0;
        let weight = 0;
        for (let k = 0; k < list.length; k++) {
          sum += (position[list[k] as number] as number) * (weights[k] as number);
          weight += weights[k] as number;
        }
        hasBarycenter[v] = weight > 0 ? 1 : 0;
        barycenter[v] = weight > 0 ? sum / weight : 0;
      }
      // Vertices with no neighbour on the fixed side keep their slots; the others are sorted into the free slots.
      const movable = layer.filter((v) => hasBarycenter[v]);
      movable.sort((a, b) => {
        const d = (barycenter[a] as number) - (barycenter[b] as number);
        if (d !== 0) return d;
        const byPosition = (position[a] as number) - (position[b] as number);
        return biasRight ? -byPosition : byPosition;
      });
      let next = 0;
      for (let i = 0; i < layer.length; i++)
        if (hasBarycenter[layer[i] as number]) layer[i] = movable[next++] as number;
      place(layer);
    }
    const current = crossings();
    if (current < bestCrossings) {
      bestCrossings = current;
      best = snapshot();
      sinceBest = 0;
    } else {
      sinceBest += 1;
    }
  }

  best.layers.forEach((layer) => {
    layer.forEach((v, i) => {
      graph.node(names[v] as string).order = i;
    });
  });
}
