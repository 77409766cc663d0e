import { applyPatches, type Draft, enablePatches, type Patch, produceWithPatches } from 'immer';
import type { Questionnaire } from '../questionnaire.ts';

let patchesEnabled = false;

/**
 * Every edit records patches, so undo and redo come from the same call that made the change. immer's patches plugin
 * is loaded on the first edit or replay rather than on import, so importing graph-core changes no global state
 * (`sideEffects: false`).
 */
function enablePatchesOnce(): void {
  if (patchesEnabled) return;
  enablePatches();
  patchesEnabled = true;
}

/** One recorded change (immer's patch), re-exported so consumers can store undo and redo stacks without immer. */
export type { Patch };

/** The stable codes of refused edits, so the editor can translate them and tests can assert them. */
export const EDIT_ERROR_CODES = [
  'vertex-not-found',
  'edge-not-found',
  'terminate-has-outgoing',
  'condition-required',
  'condition-not-allowed',
  'invalid-condition',
  'self-loop',
  'placeholder-not-allowed',
  'kind-cannot-change',
  'kind-required',
  'invalid-payload',
  'invalid-tags',
  'hot-transfer-text-required',
  'invalid-metadata',
] as const;
/** One of `EDIT_ERROR_CODES`. */
export type EditErrorCode = (typeof EDIT_ERROR_CODES)[number];

/** Why an edit was refused: a code for programs and a message for developers; the document is left untouched. */
export interface EditError {
  code: EditErrorCode;
  message: string;
}

/** A refused edit. */
export interface EditFailure {
  ok: false;
  error: EditError;
}

/** An applied edit: the new document plus the patches that redo it and the inverse patches that undo it. */
export interface EditSuccess {
  ok: true;
  questionnaire: Questionnaire;
  patches: Patch[];
  inversePatches: Patch[];
}

/** The outcome of every editing operation; `Extra` carries what the operation created or removed. */
export type EditResult<Extra extends object = Record<never, never>> = (EditSuccess & Extra) | EditFailure;

/** Builds a refused edit, so every operation reports errors the same way. */
export function failEdit(code: EditErrorCode, message: string): EditFailure {
  return { ok: false, error: { code, message } };
}

/** Runs a mutation on a draft of the document and records its patches; recipes must not return a value. */
export function produceEdit(questionnaire: Questionnaire, recipe: (draft: Draft<Questionnaire>) => void): EditSuccess {
  enablePatchesOnce();
  const [next, patches, inversePatches] = produceWithPatches(questionnaire, (draft) => {
    recipe(draft);
  });
  return { ok: true, questionnaire: next, patches, inversePatches };
}

/** Replays recorded patches on a document: `inversePatches` undo an edit, `patches` redo it. */
export function applyPatchesTo(questionnaire: Questionnaire, patches: readonly Patch[]): Questionnaire {
  enablePatchesOnce();
  return applyPatches(questionnaire, patches);
}

/** Unwraps an applied edit or throws with its code and message; for trusted scripts, fixtures and tests. */
export function assertEditOk<R extends EditResult<object>>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`GRAPH_CORE_EDIT_REFUSED: ${result.error.code}: ${result.error.message}`);
  return result as Extract<R, { ok: true }>;
}
