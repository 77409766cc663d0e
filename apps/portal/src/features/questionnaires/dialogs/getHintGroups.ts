import type { Hint } from '@carecall/api-client';
import type { HintDisplayName, QuestionnaireLanguage } from '@carecall/graph-core';

function splitGroups(hint: Hint): string[] {
  return [hint.group, ...hint.groups.split(',')].map((group) => group.trim()).filter((group) => group !== '');
}

/** The hint groups a multi-branch ask can be built from, each once, sorted, for the hint group select. */
export function getHintGroups(hints: readonly Hint[]): string[] {
  return [...new Set(hints.flatMap(splitGroups))].sort((a, b) => a.localeCompare(b));
}

/** The hints of one group (a hint belongs to every group its comma list names), in the server's order. */
export function getHintsInGroup(hints: readonly Hint[], group: string): Hint[] {
  if (group.trim() === '') return [];
  return hints.filter((hint) => splitGroups(hint).includes(group));
}

/**
 * Names hints in the questionnaire's language (display names exist for en-US and es-US), so pickers and
 * the auto-filled unknown text say what the caller will hear; unknown hints fall back to themselves in the text.
 */
export function createHintDisplayName(hints: readonly Hint[]): HintDisplayName {
  const byHint = new Map(hints.map((hint) => [hint.hint, hint]));
  return (text: string, language: QuestionnaireLanguage) => {
    const hint = byHint.get(text);
    if (hint === undefined) return undefined;
    const name = language === 'es-US' ? hint.display_name_spanish : hint.display_name_english;
    return name.trim() === '' ? undefined : name;
  };
}
