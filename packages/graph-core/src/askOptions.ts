import type { AskPayload, AskType } from './vertices/ask.ts';

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
