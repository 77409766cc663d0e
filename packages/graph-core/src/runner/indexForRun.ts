import type { Questionnaire } from '../questionnaire.ts';
import { indexQuestionnaire, type QuestionnaireIndex } from '../questionnaireIndex.ts';

/** What the runner looks up in a prepared questionnaire at every step, built once per questionnaire object. */
export interface RunIndex {
  readonly questionnaire: Questionnaire;
  /** Vertex positions by name and each vertex's outgoing edges. */
  readonly index: QuestionnaireIndex;
  /** The complete vertices' names. */
  readonly complete: ReadonlySet<string>;
}

const indexes = new WeakMap<Questionnaire, RunIndex>();

/**
 * The run index of a prepared questionnaire, built on first use and kept as long as the questionnaire object lives,
 * so that one step costs the same whatever the questionnaire's size. `start` and `resume` call it themselves; a host
 * may call it ahead of a call to pay for the index before the first step. A host that reads the questionnaire anew
 * for every step builds the index anew too: keep the object between steps.
 */
export function indexForRun(prepared: Questionnaire): RunIndex {
  let found = indexes.get(prepared);
  if (found === undefined) {
    found = { questionnaire: prepared, index: indexQuestionnaire(prepared), complete: new Set(prepared.complete_node) };
    indexes.set(prepared, found);
  }
  return found;
}
