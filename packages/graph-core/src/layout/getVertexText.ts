import type { VertexValue } from '../vertexValue.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';

/**
 * The main text a vertex shows in a diagram, chosen by its kind (`getText` of its definition) so every renderer
 * (editor, CLI SVG) and the editor's search use the same words: what is spoken for say, ask and validation vertices,
 * and the identifying fields for the others.
 */
export function getVertexText(value: VertexValue): string {
  return getVertexKindDefinition(value).getText(value);
}
