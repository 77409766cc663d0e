import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { getStartAndCompleteCandidates } from './getStartAndCompleteCandidates.ts';

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

describe('getStartAndCompleteCandidates', () => {
  it('offers every vertex but placeholders, in document order', () => {
    expect(getStartAndCompleteCandidates(q)).toEqual(['a', 'b', 'c']);
  });
});
