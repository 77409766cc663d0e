import type { Edge } from '../edge.ts';
import type { VertexValue } from '../vertexValue.ts';
import type { UnknownIntent } from '../vertices/ask/schema.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';

/** The value of an edge's first `answer` condition, if it has one. */
export function getAnswerValue(edge: Pick<Edge, 'value'>): string | undefined {
  // An index loop: this runs for every edge leaving an ask, and an iterator is not always optimised away.
  const conditions = edge.value;
  for (let i = 0; i < conditions.length; i++) {
    const condition = conditions[i] as Edge['value'][number];
    if (condition.action === 'answer') return condition.value;
  }
  return undefined;
}

/**
 * How the edges leaving a vertex get their intents: a fixed list, the edge's branch answer, or the edge's answer
 * mapped through its ask type's table. One shared rule per kind, so that a pass over many edges can keep one per
 * vertex instead of reading each edge's source vertex again.
 */
export type EdgeIntentRule =
  | { kind: 'fixed'; intents: readonly string[] }
  | { kind: 'branch' }
  | { kind: 'mapped'; answers: Readonly<Record<string, string>> };

/** The intent rule of the edges leaving `source` (its kind's `prepare.edgeIntentRule`); undefined when they carry none. */
export function getEdgeIntentRule(source: VertexValue): EdgeIntentRule | undefined {
  return getVertexKindDefinition(source).prepare.edgeIntentRule(source);
}

/** The intents of an edge under its source's rule: what `getEdgeIntents` answers for that source. */
export function applyEdgeIntentRule(rule: EdgeIntentRule, edge: Pick<Edge, 'value'>): string[] {
  if (rule.kind === 'fixed') return [...rule.intents];
  const answer = getAnswerValue(edge);
  if (rule.kind === 'branch') return answer === undefined ? [] : [answer];
  const key = answer?.toLowerCase();
  const intent = key === undefined || !Object.hasOwn(rule.answers, key) ? undefined : rule.answers[key];
  return intent === undefined ? [] : [intent];
}

/**
 * The intents the bot listens for on an edge leaving `source`, or undefined when the edge carries none (the source
 * is not an ask, or is an open-ended untagged ask). A yes/no or language edge whose answer is not one of its type's
 * options, and a multi_branch edge without an answer, get an empty list: the bot can never take them, and lint
 * reports them as `invalid-condition` / `missing-condition`.
 */
export function getEdgeIntents(source: VertexValue, edge: Pick<Edge, 'value'>): string[] | undefined {
  const rule = getEdgeIntentRule(source);
  return rule === undefined ? undefined : applyEdgeIntentRule(rule, edge);
}

/**
 * The fallback intent of an ask, used by the bot when an answer is not understood; undefined for multi_branch and
 * open-ended untagged asks (and every other kind), which have none.
 */
export function getUnknownIntent(value: VertexValue): UnknownIntent | undefined {
  return getVertexKindDefinition(value).prepare.unknownIntent(value);
}
