import { describe, expect, it } from 'vitest';
import { startAndCompleteFixture } from '../../testing/startAndCompleteFixture.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { setStartVertex } from './setStartVertex.ts';

const q = startAndCompleteFixture;

describe('setStartVertex', () => {
  it('sets the start vertex, undoably', () => {
    const result = assertEditOk(setStartVertex(q, 'c'));
    expect(result.questionnaire.starting_node).toBe('c');
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
  });

  it('refuses placeholders and missing vertices', () => {
    const placeholder = setStartVertex(q, 'todo');
    expect(placeholder.ok || placeholder.error.code).toBe('placeholder-not-allowed');
    const missing = setStartVertex(q, 'z');
    expect(missing.ok || missing.error.code).toBe('vertex-not-found');
  });
});
