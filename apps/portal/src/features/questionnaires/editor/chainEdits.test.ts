import { applyPatchesTo, assertQuestionnaire, setCompleteVertices, setStartVertex } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { chainEdits } from './chainEdits.ts';

const questionnaire = assertQuestionnaire({
  id: 3,
  questionnaire_name: 'Check-in',
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello.' } } },
    { v: 'auto_generated_2', value: { say: { message: 'Bye.' } } },
  ],
  edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
});

describe('chained edits', () => {
  it('applies every step as one edit that its inverse patches undo at once', () => {
    const result = chainEdits(questionnaire, [
      (document) => setStartVertex(document, 'auto_generated_1'),
      (document) => setCompleteVertices(document, ['auto_generated_2']),
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.questionnaire).toMatchObject({
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_2'],
    });
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(questionnaire);
    expect(applyPatchesTo(questionnaire, result.patches)).toEqual(result.questionnaire);
  });

  it('refuses the whole edit when a step is refused', () => {
    const result = chainEdits(questionnaire, [
      (document) => setStartVertex(document, 'auto_generated_1'),
      (document) => setCompleteVertices(document, ['missing']),
    ]);
    expect(result.ok).toBe(false);
  });
});
