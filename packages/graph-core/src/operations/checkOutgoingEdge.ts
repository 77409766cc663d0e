import { type Condition, conditionSchema } from '../condition.ts';
import { canHaveOutgoingEdges, getConditionSpec } from '../conditionOptions.ts';
import type { Vertex } from '../questionnaire.ts';
import { type EditFailure, failEdit } from './editResult.ts';

/**
 * Applies the source-side edge rules and returns the edge's condition list: nothing may leave
 * terminate_call, a condition is required where the source's spec says so, refused where the source takes none, and
 * its value must be one of the source's options.
 */
export function checkOutgoingEdge(
  source: Vertex,
  condition: Condition | undefined,
): { ok: true; value: Condition[] } | EditFailure {
  if (!canHaveOutgoingEdges(source.value))
    return failEdit('terminate-has-outgoing', `no edge may leave terminate_call vertex "${source.v}"`);
  const spec = getConditionSpec(source.value);
  if (condition === undefined) {
    if (spec?.required)
      return failEdit('condition-required', `edges leaving "${source.v}" need a ${spec.action} condition`);
    return { ok: true, value: [] };
  }
  const parsed = conditionSchema.safeParse(condition);
  if (!parsed.success) return failEdit('invalid-condition', 'a condition is { action, operator: "=", value }');
  if (spec === undefined) return failEdit('condition-not-allowed', `edges leaving "${source.v}" carry no condition`);
  if (parsed.data.action !== spec.action || !spec.options.includes(parsed.data.value)) {
    return failEdit(
      'invalid-condition',
      `"${parsed.data.action} = ${parsed.data.value}" is not an option of "${source.v}" (${spec.action}: ${spec.options.join(' | ') || 'none'})`,
    );
  }
  return { ok: true, value: [parsed.data] };
}
