import { createPhraseTable, findPhraseLabels } from '../../../spoken/findPhrases.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';
import { formatBranchAnswer } from '../options.ts';
import type { MultiBranchAnswer } from '../schema.ts';

/** Names a hint in a language (a hint's display name); undefined when it has none there. */
export type HintName = (hint: string, language: SpokenLanguage) => string | undefined;

/**
 * The words a multi_branch ask listens for: each branch's hints and their names in the language, labelled with the
 * branch's index.
 */
export function createBranchPhrases(
  branches: readonly MultiBranchAnswer[],
  language: SpokenLanguage,
  hintName?: HintName,
) {
  const entries: [string, number][] = [];
  branches.forEach((branch, index) => {
    for (const hint of branch.hints) {
      entries.push([hint, index]);
      const name = hintName?.(hint, language);
      if (name !== undefined) entries.push([name, index]);
    }
  });
  return createPhraseTable(entries);
}

/**
 * The answer of the branch whose hint (or the hint's name in the language) an utterance says ("my back pain is
 * worse" → "back pain,neck pain"); a hint inside a longer one that was said does not count. Undefined when it says
 * no branch's hint, or hints of two branches.
 */
export function classifyMultiBranch(
  words: readonly string[],
  branches: readonly MultiBranchAnswer[],
  language: SpokenLanguage,
  hintName?: HintName,
): string | undefined {
  const labels = findPhraseLabels(words, createBranchPhrases(branches, language, hintName));
  const branch = labels.length === 1 ? branches[labels[0] as number] : undefined;
  return branch === undefined ? undefined : formatBranchAnswer(branch.hints);
}
