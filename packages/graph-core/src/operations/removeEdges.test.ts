import { describe, expect, it } from 'vitest';
import { createCondition } from '../condition.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { removeEdges } from './removeEdges.ts';

const yes = createCondition('answer', 'Yes');
const no = createCondition('answer', 'No');
const q = assertQuestionnaire({
  id: 1,
  questionnaire_name: 'x',
  nodes: [
    { v: 'ask', value: { ask: { question: 'Well?', type: 'Twilio.YES_NO' } } },
    { v: 'say', value: { say: { message: 'Ok' } } },
    { v: 'other', value: { say: { message: 'Other' } } },
  ],
  edges: [
    { v: 'ask', w: 'say', name: '0', value: [yes] },
    { v: 'ask', w: 'say', name: '1', value: [no] },
    { v: 'ask', w: 'say', name: '2', value: [yes] },
    { v: 'ask', w: 'other', name: '3', value: [yes] },
    { v: 'say', w: 'ask', name: '4', value: [] },
  ],
});

describe('removeEdges', () => {
  it('with a condition removes only the edges of the pair whose answer matches', () => {
    const result = assertEditOk(removeEdges(q, { v: 'ask', w: 'say', condition: yes }));
    expect(result.questionnaire.edges.map((edge) => edge.name)).toEqual(['1', '3', '4']);
    expect(result.removed).toEqual([
      { v: 'ask', w: 'say', name: '0' },
      { v: 'ask', w: 'say', name: '2' },
    ]);
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
  });

  it('without a condition removes every edge between the pair, in that direction only', () => {
    const result = assertEditOk(removeEdges(q, { v: 'ask', w: 'say' }));
    expect(result.questionnaire.edges.map((edge) => edge.name)).toEqual(['3', '4']);
  });

  it('refuses when nothing matches or a vertex is missing', () => {
    const unmatched = removeEdges(q, { v: 'ask', w: 'other', condition: no });
    expect(unmatched.ok || unmatched.error.code).toBe('edge-not-found');
    const none = removeEdges(q, { v: 'other', w: 'say' });
    expect(none.ok || none.error.code).toBe('edge-not-found');
    const missing = removeEdges(q, { v: 'ask', w: 'nowhere' });
    expect(missing.ok || missing.error.code).toBe('vertex-not-found');
  });
});
