import { copyWithLastKey } from '../../prepare/copyWithLastKey.ts';
import type { VertexValueOf } from '../../vertexValue.ts';
import { getAskUnknownIntent } from './intents.ts';

/**
 * The ask with its unknown intent set or removed, the same object when nothing changes: preparation owns
 * `unknown_intent`, so a stale one is replaced and one the ask no longer gets is removed.
 */
export function withUnknownIntent(value: VertexValueOf<'ask'>): VertexValueOf<'ask'> {
  const intent = getAskUnknownIntent(value);
  if (value.ask.unknown_intent === intent) return value;
  // The usual case, an ask without an unknown intent yet, takes one copy; a stale intent is taken out first, so the
  // new one is always written last.
  if (!('unknown_intent' in value.ask)) return { ...value, ask: copyWithLastKey(value.ask, 'unknown_intent', intent) };
  const { unknown_intent: _stale, ...ask } = value.ask;
  return { ...value, ask: intent === undefined ? ask : { ...ask, unknown_intent: intent } };
}
