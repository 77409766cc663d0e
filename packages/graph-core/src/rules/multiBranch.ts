import type { QuestionnaireLanguage } from '../questionnaire.ts';
import { MAX_MULTI_BRANCHES } from '../vertices/ask/options.ts';
import type { MultiBranchAnswer } from '../vertices/ask/schema.ts';

/** A hint as the hint list offers it: its plain text, or a hint record carrying it. */
export type HintOption = string | { hint: string };

/** Names a hint in a language for the spoken unknown text; undefined falls back to the hint itself. */
export type HintDisplayName = (hint: string, language: QuestionnaireLanguage) => string | undefined;

function getHintText(option: HintOption): string {
  return typeof option === 'string' ? option : option.hint;
}

/** Whether the form may offer "add branch": a multi_branch ask has at most 10 branches. */
export function canAddBranch(branches: readonly MultiBranchAnswer[]): boolean {
  return branches.length < MAX_MULTI_BRANCHES;
}

/** Whether the form may offer "remove branch": only while more than one branch exists. */
export function canRemoveBranch(branches: readonly MultiBranchAnswer[]): boolean {
  return branches.length > 1;
}

/**
 * The hints the picker of branch `index` offers: every hint not already used in another branch, in the given
 * order, so one hint can never lead down two branches. The branch's own picks stay offered (they show as selected).
 */
export function getOfferedHints<T extends HintOption>(
  branches: readonly MultiBranchAnswer[],
  index: number,
  allHints: readonly T[],
): T[] {
  const taken = new Set<string>();
  branches.forEach((branch, i) => {
    if (i !== index) for (const hint of branch.hints) taken.add(hint);
  });
  return allHints.filter((option) => !taken.has(getHintText(option)));
}

const UNKNOWN_TEXT = {
  'en-US': { prefix: 'Please say', or: 'or' },
  'es-US': { prefix: 'Por favor diga', or: 'o' },
} as const satisfies Record<QuestionnaireLanguage, { prefix: string; or: string }>;

/** 'Please say X, Y or Z' / 'Por favor diga X, Y o Z' for these names, in order; empty for none. */
export function formatPleaseSay(names: readonly string[], language: QuestionnaireLanguage): string {
  const { prefix, or } = UNKNOWN_TEXT[language];
  const last = names[names.length - 1];
  if (last === undefined) return '';
  return names.length === 1 ? `${prefix} ${last}` : `${prefix} ${names.slice(0, -1).join(', ')} ${or} ${last}`;
}

/**
 * The unknown text a multi_branch ask is auto-filled with, listing every picked hint in branch order:
 * 'Please say X, Y or Z' / 'Por favor diga X, Y o Z'; empty while no hint is picked.
 */
export function formatUnknownText(
  branches: readonly MultiBranchAnswer[],
  language: QuestionnaireLanguage,
  hintDisplayName?: HintDisplayName,
): string {
  const hints = [...new Set(branches.flatMap((branch) => branch.hints).filter((hint) => hint.trim() !== ''))];
  return formatPleaseSay(
    hints.map((hint) => hintDisplayName?.(hint, language) ?? hint),
    language,
  );
}
