import { describe, expect, it } from 'vitest';
import { createCondition } from '../condition.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { type AddVertexOptions, addVertex } from './addVertex.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';

const empty = (): Questionnaire => assertQuestionnaire({ id: -1, questionnaire_name: 'New', nodes: [], edges: [] });
const placeholder = { placeholder: { text: PLACEHOLDER_TEXT } };

function outEdges(q: Questionnaire, v: string) {
  return q.edges.filter((edge) => edge.v === v);
}

describe('addVertex', () => {
  it('names the first vertex auto_generated_1 and the next one above the highest number, gaps and custom names aside', () => {
    const first = assertEditOk(addVertex(empty(), { kind: 'terminate_call', payload: { name: 'end' } }));
    expect(first.vertex).toBe('auto_generated_1');
    const q = assertQuestionnaire({
      id: 1,
      questionnaire_name: 'x',
      nodes: [
        { v: 'auto_generated_7', value: { terminate_call: {} } },
        { v: 'auto_generated_2', value: { terminate_call: {} } },
        { v: 'greeting', value: { terminate_call: {} } },
      ],
      edges: [],
    });
    expect(assertEditOk(addVertex(q, { kind: 'terminate_call', payload: {} })).vertex).toBe('auto_generated_8');
  });

  it('gives a say one placeholder child behind an unconditioned edge', () => {
    const result = assertEditOk(addVertex(empty(), { kind: 'say', payload: { message: 'Hello.' } }));
    const q = result.questionnaire;
    expect(q.nodes).toEqual([
      { v: 'auto_generated_1', value: { say: { message: 'Hello.' } } },
      { v: 'auto_generated_2', value: placeholder },
    ]);
    expect(q.edges).toEqual([{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }]);
    expect(result.children).toEqual(['auto_generated_2']);
  });

  it.each<AddVertexOptions>([
    { kind: 'recording', payload: { name: 'tip', url: 'r.mp3' } },
    { kind: 'dynamic', payload: { type: 'diagnosis' } },
    { kind: 'embedded', payload: { questionnaireId: 7, questionnaireName: 'Diabetes' } },
    { kind: 'ask', payload: { question: 'How many hours did you sleep?' } },
    { kind: 'ask', payload: { question: 'When should we call?', type: 'morning_afternoon' } },
  ])('gives $kind ($payload.type) exactly one unconditioned placeholder child', (options) => {
    const result = assertEditOk(addVertex(empty(), options));
    expect(result.children).toHaveLength(1);
    expect(outEdges(result.questionnaire, result.vertex)).toEqual([
      { v: result.vertex, w: result.children[0], name: '0', value: [] },
    ]);
    expect(result.questionnaire.nodes[1]?.value).toEqual(placeholder);
  });

  it.each([
    ['Twilio.YES_NO', ['Yes', 'No']],
    ['language_intent', ['Spanish', 'English']],
  ] as const)('gives a %s ask one placeholder child per option, each edge conditioned on it', (type, options) => {
    const result = assertEditOk(addVertex(empty(), { kind: 'ask', payload: { question: 'Q?', type } }));
    const edges = outEdges(result.questionnaire, result.vertex);
    expect(edges.map((edge) => edge.value)).toEqual(options.map((o) => [createCondition('answer', o)]));
    expect(new Set(edges.map((edge) => edge.w))).toEqual(new Set(result.children));
    expect(result.children).toHaveLength(options.length);
  });

  it('gives a multi_branch ask one child per branch, conditioned on the branch hints joined with ","', () => {
    const result = assertEditOk(
      addVertex(empty(), {
        kind: 'ask',
        payload: {
          question: 'Where does it hurt?',
          type: 'multi_branch',
          hintGroup: 'pain',
          multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }, { hints: ['knee'] }],
        },
      }),
    );
    expect(outEdges(result.questionnaire, result.vertex).map((edge) => edge.value[0]?.value)).toEqual([
      'headache',
      'back pain,neck pain',
      'knee',
    ]);
  });

  it.each(['date_of_birth_validation', 'zip_code_validation'] as const)(
    'gives %s a valid and an invalid child',
    (kind) => {
      const result = assertEditOk(
        addVertex(empty(), { kind, payload: { requestMessage: 'Say it.', waitMessage: '…' } }),
      );
      expect(outEdges(result.questionnaire, result.vertex).map((edge) => edge.value)).toEqual([
        [createCondition(kind, 'valid')],
        [createCondition(kind, 'invalid')],
      ]);
      expect(result.children).toHaveLength(2);
    },
  );

  it('adds a hot transfer with its connected and not-connected says, each followed by a placeholder', () => {
    const result = assertEditOk(
      addVertex(empty(), {
        kind: 'hot_transfer',
        payload: { name: 'nurse', phone: '+1-5550100' },
        hotTransfer: { connectedText: 'Connecting you now.', notConnectedText: 'Nobody answered.' },
      }),
    );
    const q = result.questionnaire;
    expect(q.nodes).toHaveLength(5);
    const [answered, notAnswered] = outEdges(q, result.vertex);
    expect(answered?.value).toEqual([createCondition('hot_transfer', 'answered')]);
    expect(notAnswered?.value).toEqual([createCondition('hot_transfer', 'not-answered')]);
    const messageOf = (v: string | undefined) => q.nodes.find((node) => node.v === v)?.value;
    expect(messageOf(answered?.w)).toEqual({ say: { message: 'Connecting you now.' } });
    expect(messageOf(notAnswered?.w)).toEqual({ say: { message: 'Nobody answered.' } });
    for (const say of [answered?.w, notAnswered?.w]) {
      const after = outEdges(q, say as string);
      expect(after).toHaveLength(1);
      expect(after[0]?.value).toEqual([]);
      expect(messageOf(after[0]?.w)).toEqual(placeholder);
    }
    expect(result.children).toEqual(['auto_generated_2', 'auto_generated_3', 'auto_generated_4', 'auto_generated_5']);
  });

  it('refuses a hot transfer without its outcome texts', () => {
    const result = addVertex(empty(), { kind: 'hot_transfer', payload: { phone: '+1-5550100' } });
    expect(result.ok || result.error.code).toBe('hot-transfer-text-required');
  });

  it('gives terminate_call no children', () => {
    const result = assertEditOk(addVertex(empty(), { kind: 'terminate_call', payload: { name: 'end' } }));
    expect(result.questionnaire.nodes).toHaveLength(1);
    expect(result.questionnaire.edges).toEqual([]);
    expect(result.children).toEqual([]);
  });

  it('refuses to add a placeholder, an invalid payload and invalid tags, leaving the document alone', () => {
    const q = empty();
    const cases = [
      [addVertex(q, { kind: 'placeholder', payload: { text: 'x' } }), 'placeholder-not-allowed'],
      [addVertex(q, { kind: 'ask', payload: { type: 'Twilio.MAYBE' } } as never), 'invalid-payload'],
      [addVertex(q, { kind: 'say', payload: { message: 3 } } as never), 'invalid-payload'],
      [addVertex(q, { kind: 'say', payload: {}, tagsv2: [1.5] }), 'invalid-tags'],
    ] as const;
    for (const [result, code] of cases) expect(result.ok || result.error.code).toBe(code);
    expect(q.nodes).toEqual([]);
  });

  it('keeps tags, drops an empty tag list and copies the payload instead of sharing it', () => {
    const payload = { question: 'How many?', name: 'count' };
    const tagged = assertEditOk(addVertex(empty(), { kind: 'ask', payload, tagsv2: [300] }));
    expect(tagged.questionnaire.nodes[0]?.value).toEqual({ ask: payload, tagsv2: [300] });
    payload.question = 'changed';
    expect(tagged.questionnaire.nodes[0]?.value).toEqual({
      ask: { question: 'How many?', name: 'count' },
      tagsv2: [300],
    });
    expect(Object.isFrozen(payload)).toBe(false);
    const untagged = assertEditOk(addVertex(empty(), { kind: 'say', payload: { message: 'x' }, tagsv2: [] }));
    expect(untagged.questionnaire.nodes[0]?.value).toEqual({ say: { message: 'x' } });
  });

  describe('from', () => {
    const withAsk = () =>
      assertEditOk(addVertex(empty(), { kind: 'ask', payload: { question: 'Well?', type: 'Twilio.YES_NO' } }));

    it('links an existing vertex to the new one, with the condition given', () => {
      const { questionnaire } = withAsk();
      const result = assertEditOk(
        addVertex(questionnaire, {
          kind: 'say',
          payload: { message: 'Good.' },
          from: { v: 'auto_generated_1', condition: createCondition('answer', 'Yes') },
        }),
      );
      expect(result.vertex).toBe('auto_generated_4');
      const into = result.questionnaire.edges.filter((edge) => edge.w === 'auto_generated_4');
      expect(into).toEqual([
        { v: 'auto_generated_1', w: 'auto_generated_4', name: '2', value: [createCondition('answer', 'Yes')] },
      ]);
      // The placeholder behind "Yes" stays: the new edge is a parallel answer, not a replacement.
      expect(result.questionnaire.edges).toHaveLength(4);
    });

    it('applies the edge rules to the link', () => {
      const { questionnaire } = withAsk();
      const say = { kind: 'say', payload: { message: 'x' } } as const;
      const refused = [
        [addVertex(questionnaire, { ...say, from: { v: 'auto_generated_1' } }), 'condition-required'],
        [
          addVertex(questionnaire, {
            ...say,
            from: { v: 'auto_generated_1', condition: createCondition('answer', 'Maybe') },
          }),
          'invalid-condition',
        ],
        [addVertex(questionnaire, { ...say, from: { v: 'nowhere' } }), 'vertex-not-found'],
      ] as const;
      for (const [result, code] of refused) expect(result.ok || result.error.code).toBe(code);
      const end = assertEditOk(addVertex(empty(), { kind: 'terminate_call', payload: {} }));
      const afterEnd = addVertex(end.questionnaire, { ...say, from: { v: end.vertex } });
      expect(afterEnd.ok || afterEnd.error.code).toBe('terminate-has-outgoing');
    });
  });

  it('names new edges one above the highest numeric edge name', () => {
    const q = assertQuestionnaire({
      id: 1,
      questionnaire_name: 'x',
      nodes: [
        { v: 'a', value: { say: {} } },
        { v: 'b', value: { say: {} } },
      ],
      edges: [
        { v: 'a', w: 'b', name: '41', value: [] },
        { v: 'a', w: 'b', name: 'custom', value: [] },
      ],
    });
    const result = assertEditOk(addVertex(q, { kind: 'say', payload: {}, from: { v: 'b' } }));
    expect(result.questionnaire.edges.slice(2).map((edge) => edge.name)).toEqual(['42', '43']);
  });

  it('is undone by its inverse patches and redone by its patches', () => {
    const before = assertEditOk(addVertex(empty(), { kind: 'say', payload: { message: 'Hi' } })).questionnaire;
    const result = assertEditOk(
      addVertex(before, { kind: 'ask', payload: { type: 'Twilio.YES_NO' }, from: { v: 'auto_generated_1' } }),
    );
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(before);
    expect(applyPatchesTo(before, result.patches)).toEqual(result.questionnaire);
  });
});
