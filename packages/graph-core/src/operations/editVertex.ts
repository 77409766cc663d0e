import type { Questionnaire } from '../questionnaire.ts';
import type { VertexPayload } from '../vertexKind.ts';
import { getVertexKind } from '../vertexValue.ts';
import { HOT_TRANSFER_OUTCOMES } from '../vertices/hotTransfer/outcomes.ts';
import { VERTEX_KIND_DEFINITIONS } from '../vertices/vertexKindDefinitions.ts';
import type { VertexDraft } from './addVertex.ts';
import { buildVertexValue } from './buildVertexValue.ts';
import type { HotTransferTexts } from './childTemplate.ts';
import { createNameAllocator } from './createNameAllocator.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';
import { getChildTemplates } from './getChildTemplates.ts';
import { insertChildVertices } from './insertChildVertices.ts';

/**
 * What `editVertex` writes. `payload` replaces the whole payload. `kind` is required when the vertex is a placeholder
 * (it names what the placeholder becomes) and otherwise must be absent or equal to the current kind. `tagsv2`
 * replaces the tags (an empty list removes them); absent, the tags stay.
 */
export type EditVertexInput = (VertexDraft | { kind?: undefined; payload: VertexPayload }) & {
  tagsv2?: readonly number[];
  /**
   * Hot transfer only. When a placeholder becomes a hot transfer: the texts of its two new outcome says (required).
   * When an existing hot transfer is edited: the new messages of the say vertices its outcome edges lead to.
   */
  hotTransfer?: HotTransferTexts;
};

/** The result of `editVertex`: the vertices created when a placeholder became a real vertex (else empty). */
export type EditVertexResult = EditResult<{ children: string[] }>;

/**
 * Edits a vertex in place. A real vertex keeps its kind and edges; a placeholder becomes a real vertex of any kind
 * ("dirty" mode), keeps its name and edges, and gets the placeholder children of its new kind.
 */
export function editVertex(questionnaire: Questionnaire, name: string, input: EditVertexInput): EditVertexResult {
  const index = questionnaire.nodes.findIndex((node) => node.v === name);
  const current = questionnaire.nodes[index];
  if (current === undefined) return failEdit('vertex-not-found', `vertex "${name}" does not exist`);
  const currentKind = getVertexKind(current.value);
  const tags = input.tagsv2 ?? current.value.tagsv2;

  if (currentKind === 'placeholder') {
    if (input.kind === undefined)
      return failEdit('kind-required', `placeholder "${name}" needs the kind it should become`);
    if (input.kind === 'placeholder')
      return failEdit('placeholder-not-allowed', `placeholder "${name}" must become a real vertex`);
    const built = buildVertexValue(input.kind, input.payload, tags);
    if (!built.ok) return built;
    if (input.kind === 'hot_transfer' && input.hotTransfer === undefined)
      return failEdit('hot-transfer-text-required', 'a new hot transfer needs its connected and not-connected texts');
    if (!VERTEX_KIND_DEFINITIONS[input.kind].edges.allowed && questionnaire.edges.some((edge) => edge.v === name))
      return failEdit('terminate-has-outgoing', `"${name}" has outgoing edges and cannot become ${input.kind}`);
    const names = createNameAllocator(questionnaire);
    let children: string[] = [];
    const result = produceEdit(questionnaire, (draft) => {
      const node = draft.nodes[index];
      if (node === undefined) return;
      node.value = built.value;
      children = insertChildVertices(draft, name, getChildTemplates(built.value, input.hotTransfer), names);
    });
    return { ...result, children };
  }

  if (input.kind !== undefined && input.kind !== currentKind)
    return failEdit('kind-cannot-change', `"${name}" is a ${currentKind} vertex and cannot become ${input.kind}`);
  const built = buildVertexValue(currentKind, input.payload, tags);
  if (!built.ok) return built;
  const result = produceEdit(questionnaire, (draft) => {
    const node = draft.nodes[index];
    if (node === undefined) return;
    node.value = built.value;
    if (currentKind !== 'hot_transfer' || input.hotTransfer === undefined) return;
    const [answered, notAnswered] = HOT_TRANSFER_OUTCOMES;
    const texts = new Map<string, string>([
      [answered, input.hotTransfer.connectedText],
      [notAnswered, input.hotTransfer.notConnectedText],
    ]);
    for (const edge of draft.edges) {
      if (edge.v !== name) continue;
      const outcome = edge.value.find((condition) => condition.action === 'hot_transfer')?.value;
      const text = outcome === undefined ? undefined : texts.get(outcome);
      const target = draft.nodes.find((candidate) => candidate.v === edge.w);
      if (text !== undefined && target !== undefined && 'say' in target.value) target.value.say.message = text;
    }
  });
  return { ...result, children: [] };
}
