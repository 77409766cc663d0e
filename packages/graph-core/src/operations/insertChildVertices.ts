import type { Draft } from 'immer';
import type { Questionnaire } from '../questionnaire.ts';
import { isPlaceholderValue } from '../vertexValue.ts';
import type { ChildTemplate } from './childTemplate.ts';
import type { NameAllocator } from './createNameAllocator.ts';
import { getChildTemplates } from './getChildTemplates.ts';

/**
 * Appends the children of a vertex to a draft, each behind its own freshly named edge, and gives every child that
 * is not a placeholder (a hot transfer's says) its own placeholder child. Returns the created names in order.
 */
export function insertChildVertices(
  draft: Draft<Questionnaire>,
  parent: string,
  templates: readonly ChildTemplate[],
  names: NameAllocator,
): string[] {
  const created: string[] = [];
  for (const template of templates) {
    const child = names.nextVertexName();
    draft.nodes.push({ v: child, value: template.value });
    draft.edges.push({
      v: parent,
      w: child,
      name: names.nextEdgeName(),
      value: template.condition ? [template.condition] : [],
    });
    created.push(child);
    if (!isPlaceholderValue(template.value))
      created.push(...insertChildVertices(draft, child, getChildTemplates(template.value), names));
  }
  return created;
}
