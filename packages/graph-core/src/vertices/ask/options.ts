import type { ConditionSpec } from '../../conditionOptions.ts';
import type { AskPayload, AskType } from './schema.ts';

/** The fixed answer options of each ask type (multi_branch's come from its branches). */
export const ASK_TYPE_OPTIONS = {
  'Twilio.YES_NO': ['Yes', 'No'],
  language_intent: ['Spanish', 'English'],
  morning_afternoon: ['Afternoon', 'Both', 'Morning'],
} as const satisfies Record<Exclude<AskType, 'multi_branch'>, readonly string[]>;

/** Maximum number of branches of a multi_branch ask. */
export const MAX_MULTI_BRANCHES = 10;

/** The answer value of a multi_branch branch: its hints joined with ",". */
export function formatBranchAnswer(hints: readonly string[]): string {
  // Most branches have one hint, which is its own answer: no new string for every branch of a document.
  return hints.length === 1 ? (hints[0] as string) : hints.join(',');
}

/** The answer options of an ask, in order; empty for an open-ended ask. */
export function getAskOptions(ask: AskPayload): string[] {
  if (ask.type === undefined) return [];
  if (ask.type === 'multi_branch') {
    // A loop rather than `map`: every multi_branch ask of a document comes here, and a callback may cost a closure.
    const branches = ask.multiBranchAnswers ?? [];
    const options = new Array<string>(branches.length);
    for (let i = 0; i < branches.length; i++)
      options[i] = formatBranchAnswer((branches[i] as { hints: string[] }).hints);
    return options;
  }
  return [...ASK_TYPE_OPTIONS[ask.type]];
}

/** Whether an ask gets one placeholder child and one conditional edge per option (morning_afternoon does not). */
export function isMultiplyingAsk(ask: AskPayload): boolean {
  return ask.type === 'Twilio.YES_NO' || ask.type === 'language_intent' || ask.type === 'multi_branch';
}

/** The condition spec of each fixed ask type's edges, one shared object each. */
const FIXED_TYPE_SPECS: Record<Exclude<AskType, 'multi_branch'>, ConditionSpec> = {
  'Twilio.YES_NO': { action: 'answer', options: [...ASK_TYPE_OPTIONS['Twilio.YES_NO']], required: true },
  language_intent: { action: 'answer', options: [...ASK_TYPE_OPTIONS.language_intent], required: true },
  morning_afternoon: { action: 'answer', options: [...ASK_TYPE_OPTIONS.morning_afternoon], required: false },
};

/**
 * What the conditions of edges leaving an ask may say: an answer among its options, required where the ask
 * multiplies; undefined for an open-ended ask. A fixed type's spec is one shared object; a multi_branch ask's is its
 * own, since its options are its branches.
 */
export function getAskConditionSpec(ask: AskPayload): ConditionSpec | undefined {
  if (ask.type === undefined) return undefined;
  if (ask.type === 'multi_branch') return { action: 'answer', options: getAskOptions(ask), required: true };
  return FIXED_TYPE_SPECS[ask.type];
}
