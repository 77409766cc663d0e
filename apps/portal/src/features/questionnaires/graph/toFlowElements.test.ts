import { assertQuestionnaire, createCondition, layoutQuestionnaire } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { toFlowElements } from './toFlowElements.ts';

const questionnaire = assertQuestionnaire({
  id: 3,
  questionnaire_name: 'Check-in',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_2'],
  nodes: [
    { v: 'auto_generated_1', value: { ask: { question: 'Are you well?', type: 'Twilio.YES_NO' } } },
    { v: 'auto_generated_2', value: { say: { message: 'Good.' } } },
    { v: 'auto_generated_3', value: { placeholder: { text: 'click to edit' } } },
  ],
  edges: [
    { v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [createCondition('answer', 'Yes')] },
    { v: 'auto_generated_1', w: 'auto_generated_3', name: '1', value: [createCondition('answer', 'No')] },
  ],
});

describe('graph elements', () => {
  it('places vertices by their layout box, marks start and end, and labels edges with conditions', () => {
    const layout = layoutQuestionnaire(questionnaire);
    const { nodes, edges } = toFlowElements(questionnaire, layout, new Map());
    const box = layout.vertices.get('auto_generated_1');
    expect(nodes[0]).toMatchObject({
      id: 'auto_generated_1',
      position: { x: (box?.x ?? 0) - (box?.width ?? 0) / 2, y: (box?.y ?? 0) - (box?.height ?? 0) / 2 },
      data: { kind: 'ask', isStart: true, isComplete: false, lines: ['Are you well?'] },
    });
    expect(nodes.map((node) => [node.data.kind, node.data.isComplete])).toEqual([
      ['ask', false],
      ['say', true],
      ['placeholder', false],
    ]);
    expect(edges.map((edge) => edge.label)).toEqual(['Yes', 'No']);
    expect(new Set(edges.map((edge) => edge.id)).size).toBe(2);
  });

  it('hands each edge the layout route between the vertices, the label place and the handles as laid out', () => {
    const layout = layoutQuestionnaire(questionnaire);
    const { edges } = toFlowElements(questionnaire, layout, new Map());
    const source = layout.vertices.get('auto_generated_1');
    const target = layout.vertices.get('auto_generated_2');
    const routed = layout.edges[0];
    expect(edges[0]).toMatchObject({
      type: 'routed',
      data: {
        bends: routed?.points.slice(1, -1),
        labelPosition: routed?.labelPosition,
        sourceAnchor: { x: source?.x, y: (source?.y ?? 0) + (source?.height ?? 0) / 2 },
        targetAnchor: { x: target?.x, y: (target?.y ?? 0) - (target?.height ?? 0) / 2 },
      },
    });
  });

  it('keeps a dragged position over the layout', () => {
    const layout = layoutQuestionnaire(questionnaire);
    const { nodes } = toFlowElements(questionnaire, layout, new Map([['auto_generated_2', { x: 5, y: 7 }]]));
    expect(nodes[1]?.position).toEqual({ x: 5, y: 7 });
  });
});
