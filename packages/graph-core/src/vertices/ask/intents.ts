import type { EdgeIntentRule } from '../../prepare/edgeIntents.ts';
import type { VertexValueOf } from '../../vertexValue.ts';
import { DAY_OF_WEEK_TAG_ID, NUMERIC_TAG_ID } from './intentTags.ts';
import type { AskPayload, UnknownIntent } from './schema.ts';

/** The intent each spoken answer of a yes/no or language ask maps to, keyed by the lowercased answer. */
export const ANSWER_INTENTS = {
  'Twilio.YES_NO': { yes: 'yes', no: 'no' },
  language_intent: { english: 'english', spanish: 'spanish' },
} as const satisfies Partial<Record<NonNullable<AskPayload['type']>, Record<string, string>>>;

/** How the bot understands the answers of an ask: what its edges listen for and its fallback when nothing matches. */
type AskIntentKind = 'mapped' | 'time_of_day' | 'numerical' | 'day_of_week' | 'branch';

/**
 * Which intent rule an ask follows: its fixed type first, then (open-ended only) the numeric tag before the
 * day-of-week tag; undefined for an open-ended untagged ask, whose edges carry no intents.
 */
export function getAskIntentKind(value: VertexValueOf<'ask'>): AskIntentKind | undefined {
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

const TIME_OF_DAY_RULE: EdgeIntentRule = { kind: 'fixed', intents: ['time_of_day'] };
const NUMERICAL_RULE: EdgeIntentRule = { kind: 'fixed', intents: ['numerical_value'] };
const DAY_OF_WEEK_RULE: EdgeIntentRule = { kind: 'fixed', intents: ['any_day_of_the_week', 'day_of_the_week'] };
const BRANCH_RULE: EdgeIntentRule = { kind: 'branch' };
const YES_NO_RULE: EdgeIntentRule = { kind: 'mapped', answers: ANSWER_INTENTS['Twilio.YES_NO'] };
const LANGUAGE_RULE: EdgeIntentRule = { kind: 'mapped', answers: ANSWER_INTENTS.language_intent };

/** The intent rule of the edges leaving an ask (one shared object per rule); undefined when they carry none. */
export function getAskEdgeIntentRule(value: VertexValueOf<'ask'>): EdgeIntentRule | undefined {
  switch (getAskIntentKind(value)) {
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
      return value.ask.type === 'Twilio.YES_NO' ? YES_NO_RULE : LANGUAGE_RULE;
  }
}

const UNKNOWN_INTENTS: Record<Exclude<AskIntentKind, 'branch' | 'mapped'>, UnknownIntent> = {
  time_of_day: 'unknown_time_of_day',
  numerical: 'unknown_numerical_value',
  day_of_week: 'unknown_day_of_the_week',
};

/** The fallback intent of an ask; undefined for multi_branch and open-ended untagged asks, which have none. */
export function getAskUnknownIntent(value: VertexValueOf<'ask'>): UnknownIntent | undefined {
  const kind = getAskIntentKind(value);
  if (kind === undefined || kind === 'branch') return undefined;
  if (kind === 'mapped') return value.ask.type === 'Twilio.YES_NO' ? 'unknown_yes_no' : 'unknown_english_spanish';
  return UNKNOWN_INTENTS[kind];
}
