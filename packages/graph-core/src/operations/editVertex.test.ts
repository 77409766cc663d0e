import { describe, expect, it } from 'vitest';
import { createCondition } from '../condition.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { addEdge } from './addEdge.ts';
import { addVertex } from './addVertex.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { editVertex } from './editVertex.ts';

const empty = (): Questionnaire => assertQuestionnaire({ id: -1, questionnaire_name: 'New', nodes: [], edges: [] });
const getValue = (q: Questionnaire, v: string) => q.nodes.find((node) => node.v === v)?.value;

/** A say (auto_generated_1, tagged 12) followed by its placeholder (auto_generated_2). */
function sayWithPlaceholder(): Questionnaire {
  return assertEditOk(addVertex(empty(), { kind: 'say', payload: { message: 'Hello.' }, tagsv2: [12] })).questionnaire;
}

describe('editVertex', () => {
  it('replaces the payload of a real vertex and keeps its name, tags and edges', () => {
    const before = sayWithPlaceholder();
    const result = assertEditOk(editVertex(before, 'auto_generated_1', { payload: { message: 'Hi there.' } }));
    expect(getValue(result.questionnaire, 'auto_generated_1')).toEqual({ say: { message: 'Hi there.' }, tagsv2: [12] });
    expect(result.questionnaire.edges).toEqual(before.edges);
    expect(result.children).toEqual([]);
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(before);
  });

  it('replaces tags when given and removes them when the list is empty', () => {
    const q = sayWithPlaceholder();
    const replaced = assertEditOk(editVertex(q, 'auto_generated_1', { kind: 'say', payload: {}, tagsv2: [300, 50] }));
    expect(getValue(replaced.questionnaire, 'auto_generated_1')).toEqual({ say: {}, tagsv2: [300, 50] });
    const cleared = assertEditOk(editVertex(q, 'auto_generated_1', { payload: { message: 'x' }, tagsv2: [] }));
    expect(getValue(cleared.questionnaire, 'auto_generated_1')).toEqual({ say: { message: 'x' } });
  });

  it('refuses to change the kind of a real vertex, an invalid payload and a missing vertex', () => {
    const q = sayWithPlaceholder();
    const cases = [
      [editVertex(q, 'auto_generated_1', { kind: 'ask', payload: { question: 'Q?' } }), 'kind-cannot-change'],
      [editVertex(q, 'auto_generated_1', { payload: { message: ['no'] } } as never), 'invalid-payload'],
      [editVertex(q, 'auto_generated_1', { payload: {}, tagsv2: ['x'] } as never), 'invalid-tags'],
      [editVertex(q, 'nowhere', { payload: {} }), 'vertex-not-found'],
    ] as const;
    for (const [result, code] of cases) expect(result.ok || result.error.code).toBe(code);
    expect(getValue(q, 'auto_generated_1')).toEqual({ say: { message: 'Hello.' }, tagsv2: [12] });
  });

  describe('dirty mode (a placeholder becomes a real vertex)', () => {
    it('keeps the name and incoming edge and adds the new kind’s placeholder children', () => {
      const before = sayWithPlaceholder();
      const result = assertEditOk(
        editVertex(before, 'auto_generated_2', { kind: 'ask', payload: { question: 'Well?', type: 'Twilio.YES_NO' } }),
      );
      const q = result.questionnaire;
      expect(getValue(q, 'auto_generated_2')).toEqual({ ask: { question: 'Well?', type: 'Twilio.YES_NO' } });
      expect(result.children).toEqual(['auto_generated_3', 'auto_generated_4']);
      expect(q.edges).toEqual([
        { v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] },
        { v: 'auto_generated_2', w: 'auto_generated_3', name: '1', value: [createCondition('answer', 'Yes')] },
        { v: 'auto_generated_2', w: 'auto_generated_4', name: '2', value: [createCondition('answer', 'No')] },
      ]);
      expect(applyPatchesTo(q, result.inversePatches)).toEqual(before);
    });

    it('needs the kind to become, and it may not be a placeholder again', () => {
      const q = sayWithPlaceholder();
      const noKind = editVertex(q, 'auto_generated_2', { payload: { message: 'x' } });
      expect(noKind.ok || noKind.error.code).toBe('kind-required');
      const again = editVertex(q, 'auto_generated_2', { kind: 'placeholder', payload: {} });
      expect(again.ok || again.error.code).toBe('placeholder-not-allowed');
    });

    it('turns a placeholder into a hot transfer with its two says, which needs their texts', () => {
      const q = sayWithPlaceholder();
      const missing = editVertex(q, 'auto_generated_2', { kind: 'hot_transfer', payload: { phone: '+1-1' } });
      expect(missing.ok || missing.error.code).toBe('hot-transfer-text-required');
      const result = assertEditOk(
        editVertex(q, 'auto_generated_2', {
          kind: 'hot_transfer',
          payload: { phone: '+1-1' },
          hotTransfer: { connectedText: 'Connected.', notConnectedText: 'No answer.' },
        }),
      );
      expect(result.children).toHaveLength(4);
      expect(getValue(result.questionnaire, 'auto_generated_3')).toEqual({ say: { message: 'Connected.' } });
      expect(getValue(result.questionnaire, 'auto_generated_5')).toEqual({ say: { message: 'No answer.' } });
    });

    it('turns a placeholder into terminate_call only when no edge leaves it', () => {
      const q = sayWithPlaceholder();
      const end = assertEditOk(editVertex(q, 'auto_generated_2', { kind: 'terminate_call', payload: { name: 'end' } }));
      expect(end.children).toEqual([]);
      expect(end.questionnaire.edges).toHaveLength(1);
      const linked = assertEditOk(addEdge(q, { v: 'auto_generated_2', w: 'auto_generated_1' })).questionnaire;
      const refused = editVertex(linked, 'auto_generated_2', { kind: 'terminate_call', payload: {} });
      expect(refused.ok || refused.error.code).toBe('terminate-has-outgoing');
    });
  });

  it('leaves the edges of an ask whose options changed as they are and adds no children outside dirty mode', () => {
    const before = assertEditOk(
      addVertex(empty(), { kind: 'ask', payload: { question: 'Well?', type: 'Twilio.YES_NO' } }),
    ).questionnaire;
    const result = assertEditOk(
      editVertex(before, 'auto_generated_1', { payload: { question: 'Which language?', type: 'language_intent' } }),
    );
    expect(result.questionnaire.edges).toEqual(before.edges);
    expect(result.questionnaire.nodes).toHaveLength(before.nodes.length);
    expect(result.children).toEqual([]);
  });

  it('rewrites the messages of a hot transfer’s outcome says when texts are given on edit', () => {
    const before = assertEditOk(
      addVertex(empty(), {
        kind: 'hot_transfer',
        payload: { phone: '+1-1' },
        hotTransfer: { connectedText: 'Connected.', notConnectedText: 'No answer.' },
      }),
    ).questionnaire;
    const result = assertEditOk(
      editVertex(before, 'auto_generated_1', {
        payload: { phone: '+1-2' },
        hotTransfer: { connectedText: 'You are through.', notConnectedText: 'Please hold, we will call back.' },
      }),
    );
    expect(getValue(result.questionnaire, 'auto_generated_1')).toEqual({ hot_transfer: { phone: '+1-2' } });
    expect(getValue(result.questionnaire, 'auto_generated_2')).toEqual({ say: { message: 'You are through.' } });
    expect(getValue(result.questionnaire, 'auto_generated_4')).toEqual({
      say: { message: 'Please hold, we will call back.' },
    });
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(before);
  });
});
