import type { VertexKind } from '../vertexKind.ts';
import { vertexPayloadSchemas } from '../vertexKind.ts';
import { checkVertexValue, createVertexValue, type VertexValue } from '../vertexValue.ts';
import { type EditFailure, failEdit } from './editResult.ts';

function omitUndefined(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

/**
 * Checks form input against its kind's schema and builds a fresh vertex value from it, so an edit can never put an
 * invalid payload into the document nor share (and freeze) the caller's objects.
 */
export function buildVertexValue(
  kind: VertexKind,
  payload: unknown,
  tagsv2: readonly number[] | undefined,
): { ok: true; value: VertexValue } | EditFailure {
  const issues = checkVertexValue(tagsv2 === undefined ? { [kind]: payload } : { [kind]: payload, tagsv2 });
  const first = issues[0];
  if (first !== undefined) {
    const where = first.path.join('.');
    const code = first.path[0] === 'tagsv2' ? 'invalid-tags' : 'invalid-payload';
    return failEdit(code, `${where === '' ? kind : where}: ${first.message}`);
  }
  const parsed = vertexPayloadSchemas[kind].parse(payload) as Record<string, unknown>;
  return { ok: true, value: createVertexValue(kind, omitUndefined(parsed) as never, tagsv2) };
}
