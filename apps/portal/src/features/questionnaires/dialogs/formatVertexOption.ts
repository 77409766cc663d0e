import { getVertexText, type Vertex } from '@carecall/graph-core';

const MAX_TEXT = 40;

/** A vertex as selects list it: its name and the start of its text, so authors recognise it without the graph. */
export function formatVertexOption(vertex: Vertex): string {
  const text = getVertexText(vertex.value).replace(/\s+/g, ' ').trim();
  if (text === '') return vertex.v;
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  return `${vertex.v} · ${short}`;
}
