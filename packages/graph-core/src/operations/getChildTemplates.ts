import type { VertexValue } from '../vertexValue.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import type { ChildTemplate, HotTransferTexts } from './childTemplate.ts';

/**
 * The children a vertex gets when it is added or a placeholder becomes it, as its
 * kind's definition says: one placeholder after say, recording, dynamic, embedded and a non-multiplying ask; one per
 * answer option after a multiplying ask; `valid` and `invalid` after a validation; the two outcome says after a hot
 * transfer; none after terminate_call or a placeholder.
 */
export function getChildTemplates(value: VertexValue, hotTransfer?: HotTransferTexts): ChildTemplate[] {
  return getVertexKindDefinition(value).getChildTemplates(value, hotTransfer);
}
