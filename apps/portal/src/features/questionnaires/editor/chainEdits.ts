import type { EditResult, Patch, Questionnaire } from '@carecall/graph-core';

/** One graph-core operation waiting for the document it applies to. */
export type EditStep = (questionnaire: Questionnaire) => EditResult<object>;

/**
 * Runs graph-core operations one after the other as a single edit, so a dialog that changes two things (the start
 * and the complete vertices) is undone in one step: the first refusal refuses the whole edit, and the inverse
 * patches run in reverse order.
 */
export function chainEdits(questionnaire: Questionnaire, steps: readonly EditStep[]): EditResult {
  let current = questionnaire;
  const patches: Patch[] = [];
  const inversePatches: Patch[] = [];
  for (const step of steps) {
    const result = step(current);
    if (!result.ok) return result;
    current = result.questionnaire;
    patches.push(...result.patches);
    inversePatches.unshift(...result.inversePatches);
  }
  return { ok: true, questionnaire: current, patches, inversePatches };
}
