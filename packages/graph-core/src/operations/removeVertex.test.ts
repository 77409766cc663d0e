import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { removeVertex } from './removeVertex.ts';

const q = assertQuestionnaire({
  id: 1,
  questionnaire_name: 'x',
  starting_node: 'b',
  complete_node: ['c', 'b'],
  nodes: [
    { v: 'a', value: { say: { message: 'a' } } },
    { v: 'b', value: { say: { message: 'b' } } },
    { v: 'c', value: { say: { message: 'c' } } },
  ],
  edges: [
    { v: 'a', w: 'b', name: '0', value: [] },
    { v: 'b', w: 'c', name: '1', value: [] },
    { v: 'a', w: 'c', name: '2', value: [] },
    { v: 'a', w: 'c', name: '3', value: [] },
    { v: 'c', w: 'b', name: '4', value: [] },
  ],
});

describe('removeVertex', () => {
  it('removes only the vertex and the edges touching it, keeping its children and parallel edges elsewhere', () => {
    const result = assertEditOk(removeVertex(q, 'b'));
    expect(result.questionnaire.nodes.map((node) => node.v)).toEqual(['a', 'c']);
    expect(result.questionnaire.edges.map((edge) => edge.name)).toEqual(['2', '3']);
    expect(result.removedEdges).toEqual([
      { v: 'a', w: 'b', name: '0' },
      { v: 'b', w: 'c', name: '1' },
      { v: 'c', w: 'b', name: '4' },
    ]);
  });

  it('drops the vertex from the start and complete vertices, and undo brings them back', () => {
    const result = assertEditOk(removeVertex(q, 'b'));
    expect(result.questionnaire.starting_node).toBeUndefined();
    expect('starting_node' in result.questionnaire).toBe(false);
    expect(result.questionnaire.complete_node).toEqual(['c']);
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
  });

  it('refuses a missing vertex', () => {
    const result = removeVertex(q, 'z');
    expect(result.ok || result.error.code).toBe('vertex-not-found');
  });
});
