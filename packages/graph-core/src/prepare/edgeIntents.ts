import type { Edge } from '../edge.ts';
import type { VertexValue } from '../vertexValue.ts';
import type { AskPayload, UnknownIntent } from '../vertices/ask.ts';
import { DAY_OF_WEEK_TAG_ID, NUMERIC_TAG_ID } from './intentTags.ts';

/** The intent each spoken answer of a yes/no or language ask maps to (part 2 §4), keyed by the lowercased answer. */
export const ANSWER_INTENTS = {
  'Twilio.YES_NO': { yes: 'yes', no: 'no' },
  language_intent: { english: 'english', spanish: 'spanish' },
} as const satisfies Partial<Record<NonNullable<AskPayload['type']>, Record<string, string>>>;

const TIME_OF_DAY_INTENTS: readonly string[] = ['time_of_day'];
const NUMERICAL_INTENTS: readonly string[] = ['numerical_value'];
const DAY_OF_WEEK_INTENTS: readonly string[] = ['any_day_of_the_week', 'day_of_the_week'];

/** How the bot understands the answers of an ask: what its edges listen for and its fallback when nothing matches. */
type AskIntentKind = 'mapped' | 'time_of_day' | 'numerical' | 'day_of_week' | 'branch';

/**
 * Which intent rule an ask follows: its fixed type first, then (open-ended only) the numeric tag before the
 * day-of-week tag; undefined for an open-ended untagged ask, whose edges carry no intents.
 */
function getAskIntentKind(value: VertexValue): AskIntentKind | undefined {
  if (!('ask' in value)) return undefined;
  switch (value.ask.type) {
    case 'Twilio.YES_NO':
    case 'language_intent':
      return 'mapped';
    case 'morning_afternoon':
      return 'time_of_day';
    case 'multi_branch':
      return 'branch';
    default: {
      const tags = value.tagsv2;
      if (tags?.includes(NUMERIC_TAG_ID)) return 'numerical';
      if (tags?.includes(DAY_OF_WEEK_TAG_ID)) return 'day_of_week';
      return undefined;
    }
  }
}

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

const TIME_OF_DAY_RULE: EdgeIntentRule = { kind: 'fixed', intents: TIME_OF_DAY_INTENTS };
const NUMERICAL_RULE: EdgeIntentRule = { kind: 'fixed', intents: NUMERICAL_INTENTS };
const DAY_OF_WEEK_RULE: EdgeIntentRule = { kind: 'fixed', intents: DAY_OF_WEEK_INTENTS };
const BRANCH_RULE: EdgeIntentRule = { kind: 'branch' };
const YES_NO_RULE: EdgeIntentRule = { kind: 'mapped', answers: ANSWER_INTENTS['Twilio.YES_NO'] };
const LANGUAGE_RULE: EdgeIntentRule = { kind: 'mapped', answers: ANSWER_INTENTS.language_intent };

/** The intent rule of the edges leaving `source`; undefined when they carry no intents. */
export function getEdgeIntentRule(source: VertexValue): EdgeIntentRule | undefined {
  switch (getAskIntentKind(source)) {
    case undefined:
      return undefined;
    case 'time_of_day':
      return TIME_OF_DAY_RULE;
    case 'numerical':
      return NUMERICAL_RULE;
    case 'day_of_week':
      return DAY_OF_WEEK_RULE;
    case 'branch':
      return BRANCH_RULE;
    case 'mapped':
      return (source as { ask: AskPayload }).ask.type === 'Twilio.YES_NO' ? YES_NO_RULE : LANGUAGE_RULE;
  }
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

const UNKNOWN_INTENTS: Record<Exclude<AskIntentKind, 'branch' | 'mapped'>, UnknownIntent> = {
  time_of_day: 'unknown_time_of_day',
  numerical: 'unknown_numerical_value',
  day_of_week: 'unknown_day_of_the_week',
};

/**
 * The fallback intent of an ask, used by the bot when an answer is not understood; undefined for multi_branch and
 * open-ended untagged asks (and every other kind), which have none.
 */
export function getUnknownIntent(value: VertexValue): UnknownIntent | undefined {
  const kind = getAskIntentKind(value);
  if (kind === undefined || kind === 'branch') return undefined;
  if (kind === 'mapped')
    return (value as { ask: AskPayload }).ask.type === 'Twilio.YES_NO' ? 'unknown_yes_no' : 'unknown_english_spanish';
  return UNKNOWN_INTENTS[kind];
}
