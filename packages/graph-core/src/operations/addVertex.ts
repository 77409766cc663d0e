import type { Condition } from '../condition.ts';
import type { Questionnaire } from '../questionnaire.ts';
import type { VertexKind, VertexPayload } from '../vertexKind.ts';
import { buildVertexValue } from './buildVertexValue.ts';
import { checkOutgoingEdge } from './checkOutgoingEdge.ts';
import type { HotTransferTexts } from './childTemplate.ts';
import { createNameAllocator } from './createNameAllocator.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';
import { getChildTemplates } from './getChildTemplates.ts';
import { insertChildVertices } from './insertChildVertices.ts';

/** A vertex kind with its payload, as the vertex dialog submits it. */
export type VertexDraft = { [K in VertexKind]: { kind: K; payload: VertexPayload<K> } }[VertexKind];

/** What `addVertex` adds: the vertex, its tags, an optional edge into it, and a hot transfer's outcome texts. */
export type AddVertexOptions = VertexDraft & {
  tagsv2?: readonly number[];
  /** Links an existing vertex to the new one, under the same rules as `addEdge`. */
  from?: { v: string; condition?: Condition };
  /** Required for hot_transfer: the texts of its two outcome say vertices; ignored for other kinds. */
  hotTransfer?: HotTransferTexts;
};

/** The result of `addVertex`: the new vertex's name and every vertex created with it, in order. */
export type AddVertexResult = EditResult<{ vertex: string; children: string[] }>;

/**
 * Adds a vertex under the next generated name together with the placeholder children its kind calls for, so the editor always shows where the flow continues.
 */
export function addVertex(questionnaire: Questionnaire, options: AddVertexOptions): AddVertexResult {
  if (options.kind === 'placeholder')
    return failEdit('placeholder-not-allowed', 'placeholders are created by the editor, not added');
  const built = buildVertexValue(options.kind, options.payload, options.tagsv2);
  if (!built.ok) return built;
  if (options.kind === 'hot_transfer' && options.hotTransfer === undefined)
    return failEdit('hot-transfer-text-required', 'a new hot transfer needs its connected and not-connected texts');
  const { from } = options;
  let incoming: { v: string; value: Condition[] } | undefined;
  if (from !== undefined) {
    const source = questionnaire.nodes.find((node) => node.v === from.v);
    if (source === undefined) return failEdit('vertex-not-found', `vertex "${from.v}" does not exist`);
    const checked = checkOutgoingEdge(source, from.condition);
    if (!checked.ok) return checked;
    incoming = { v: from.v, value: checked.value };
  }
  const names = createNameAllocator(questionnaire);
  const vertex = names.nextVertexName();
  let children: string[] = [];
  const result = produceEdit(questionnaire, (draft) => {
    draft.nodes.push({ v: vertex, value: built.value });
    if (incoming !== undefined)
      draft.edges.push({ v: incoming.v, w: vertex, name: names.nextEdgeName(), value: incoming.value });
    children = insertChildVertices(draft, vertex, getChildTemplates(built.value, options.hotTransfer), names);
  });
  return { ...result, vertex, children };
}
