import { assertQuestionnaire } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { copyGraph } from './copyGraph.ts';

const target = assertQuestionnaire({
  id: 12,
  questionnaire_name: 'North check-in',
  starting_node: 'old',
  nodes: [{ v: 'old', value: { say: { message: 'Old greeting.' } } }],
  edges: [],
});

const source = assertQuestionnaire({
  id: 4,
  questionnaire_name: 'Weekly check-in',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_2'],
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello.' } } },
    { v: 'auto_generated_2', value: { terminate_call: { name: 'bye' } } },
  ],
  edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
});

describe('copyGraph', () => {
  it("takes the source's graph and keeps the target's own name and id", () => {
    const copied = copyGraph(target, source);
    expect(copied.id).toBe(12);
    expect(copied.questionnaire_name).toBe('North check-in');
    expect(copied.nodes).toEqual(source.nodes);
    expect(copied.edges).toEqual(source.edges);
    expect(copied.starting_node).toBe('auto_generated_1');
    expect(copied.complete_node).toEqual(['auto_generated_2']);
  });

  it('drops the target’s start when the source has none', () => {
    const { starting_node: _, ...withoutStart } = source;
    const copied = copyGraph(target, { ...withoutStart });
    expect('starting_node' in copied).toBe(false);
  });
});
