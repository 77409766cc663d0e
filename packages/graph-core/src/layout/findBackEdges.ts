import type { Edge } from '../edge.ts';

/**
 * The edges that close a cycle — loops back to an earlier question — found by a depth-first walk from `roots` in
 * order (the starting vertex first, then document order) along out-edges in document order. Reversing exactly these
 * makes the graph acyclic with the conversation still flowing downward from the start. Self-loops are not included
 * (layout draws them apart). Iterative, so a 10,000-step chain cannot overflow the stack.
 */
export function findBackEdges(roots: readonly string[], edges: readonly Edge[]): Set<Edge> {
  const outEdges = new Map<string, Edge[]>();
  for (const edge of edges) {
    if (edge.v === edge.w) continue;
    const list = outEdges.get(edge.v);
    if (list) list.push(edge);
    else outEdges.set(edge.v, [edge]);
  }
  const state = new Map<string, 1 | 2>(); // 1: on the walk's current path, 2: finished
  const back = new Set<Edge>();
  for (const root of roots) {
    if (state.has(root)) continue;
    const stack: { v: string; next: number }[] = [{ v: root, next: 0 }];
    state.set(root, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { v: string; next: number };
      const list = outEdges.get(top.v);
      const edge = list?.[top.next];
      if (edge === undefined) {
        state.set(top.v, 2);
        stack.pop();
        continue;
      }
      top.next += 1;
      const seen = state.get(edge.w);
      if (seen === 1) back.add(edge);
      else if (seen === undefined) {
        state.set(edge.w, 1);
        stack.push({ v: edge.w, next: 0 });
      }
    }
  }
  return back;
}
