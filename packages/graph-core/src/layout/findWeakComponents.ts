import type { Questionnaire } from '../questionnaire.ts';

/**
 * Groups vertices into weakly connected components (edge direction ignored), so each can be laid out on its own:
 * layout cost grows faster than linearly, and unrelated parts of a questionnaire should not push each other around.
 * Vertices keep document order inside a component; components are ordered by their first vertex. Edges that name a
 * missing vertex are ignored.
 */
export function findWeakComponents(questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>): string[][] {
  const indexOf = new Map<string, number>();
  for (const node of questionnaire.nodes) if (!indexOf.has(node.v)) indexOf.set(node.v, indexOf.size);
  const parent = Array.from({ length: indexOf.size }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    let at = i;
    while (parent[at] !== root) {
      const next = parent[at] as number;
      parent[at] = root;
      at = next;
    }
    return root;
  };
  for (const edge of questionnaire.edges) {
    const a = indexOf.get(edge.v);
    const b = indexOf.get(edge.w);
    if (a === undefined || b === undefined) continue;
    const ra = find(a);
    const rb = find(b);
    // The smaller index becomes the root, so a component's root is its first vertex in document order.
    if (ra < rb) parent[rb] = ra;
    else if (rb < ra) parent[ra] = rb;
  }
  const byRoot = new Map<number, string[]>();
  for (const [name, i] of indexOf) {
    const root = find(i);
    const members = byRoot.get(root);
    if (members) members.push(name);
    else byRoot.set(root, [name]);
  }
  return [...byRoot.values()];
}
