import { describe, expect, it } from 'vitest';
import { startAndCompleteFixture } from '../../testing/startAndCompleteFixture.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { setCompleteVertices } from './setCompleteVertices.ts';

const q = startAndCompleteFixture;

describe('setCompleteVertices', () => {
  it('drops empty and duplicate entries and keeps the first-seen order', () => {
    const result = assertEditOk(setCompleteVertices(q, ['c', '', 'a', 'c', '  ', 'a']));
    expect(result.questionnaire.complete_node).toEqual(['c', 'a']);
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
  });

  it('accepts an empty list', () => {
    expect(assertEditOk(setCompleteVertices(q, [''])).questionnaire.complete_node).toEqual([]);
  });

  it('refuses placeholders and missing vertices', () => {
    const placeholder = setCompleteVertices(q, ['a', 'todo']);
    expect(placeholder.ok || placeholder.error.code).toBe('placeholder-not-allowed');
    const missing = setCompleteVertices(q, ['z']);
    expect(missing.ok || missing.error.code).toBe('vertex-not-found');
  });
});
