import { z } from 'zod';
import { conditionSchema } from './condition.ts';

/**
 * A directed edge of the multigraph, in graphlib's JSON form. It is keyed by (`v`, `w`, `name`): two edges between
 * the same pair are distinct when their names differ. `intents` is written by `prepareQuestionnaire`.
 */
export const edgeSchema = z.looseObject({
  v: z.string().min(1),
  w: z.string().min(1),
  name: z.string(),
  value: z.array(conditionSchema).default([]),
  intents: z.array(z.string()).optional(),
});
export type Edge = z.output<typeof edgeSchema>;

/** The identity of an edge in the multigraph. */
export interface EdgeKey {
  v: string;
  w: string;
  name: string;
}

/** Whether an edge has the given key. */
export function isEdgeKey(edge: EdgeKey, key: EdgeKey): boolean {
  return edge.v === key.v && edge.w === key.w && edge.name === key.name;
}

/** The key of an edge, without its payload. */
export function getEdgeKey(edge: EdgeKey): EdgeKey {
  return { v: edge.v, w: edge.w, name: edge.name };
}

/** A stable string for an edge key, for maps and sets. */
export function formatEdgeKey(edge: EdgeKey): string {
  return `${edge.v}\u0000${edge.w}\u0000${edge.name}`;
}
