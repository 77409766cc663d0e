import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { setCompleteVertices } from './setCompleteVertices.ts';

const q = assertQuestionnaire({
  id: 1,
  questionnaire_name: 'x',
  starting_node: 'a',
  complete_node: ['b'],
  nodes: [
    { v: 'a', value: { say: { message: 'a' } } },
    { v: 'todo', value: { placeholder: { text: 'click to edit' } } },
    { v: 'b', value: { terminate_call: {} } },
    { v: 'c', value: { say: { message: 'c' } } },
  ],
  edges: [],
});

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
