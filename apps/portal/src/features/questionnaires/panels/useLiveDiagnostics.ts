import { type Diagnostic, lintParsedQuestionnaire, type Questionnaire } from '@carecall/graph-core';
import { useDeferredValue, useMemo } from 'react';

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

/**
 * graph-core's lint of the questionnaire being edited, recomputed after every edit but in a deferred render
 * (`useDeferredValue`), so typing in a dialog or dragging a vertex on a 500-vertex graph never waits for it; the
 * previous findings stay on screen until the new ones are ready. Without known parameter keys the
 * `unknown-parameter` rule is skipped.
 */
export function useLiveDiagnostics(
  questionnaire: Questionnaire | null,
  knownParameters?: readonly string[],
): readonly Diagnostic[] {
  const deferredQuestionnaire = useDeferredValue(questionnaire);
  const deferredParameters = useDeferredValue(knownParameters);
  return useMemo(() => {
    if (!deferredQuestionnaire) return NO_DIAGNOSTICS;
    return lintParsedQuestionnaire(
      deferredQuestionnaire,
      deferredParameters ? { knownParameters: deferredParameters } : {},
    );
  }, [deferredQuestionnaire, deferredParameters]);
}
