import { describe, expect, it } from 'vitest';
import { type Condition, createCondition } from '../condition.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { addEdge } from './addEdge.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';

const q = assertQuestionnaire({
  id: 1,
  questionnaire_name: 'x',
  nodes: [
    { v: 'say', value: { say: { message: 'Hi' } } },
    { v: 'yes_no', value: { ask: { question: 'Well?', type: 'Twilio.YES_NO' } } },
    { v: 'language', value: { ask: { question: 'Which?', type: 'language_intent' } } },
    { v: 'time', value: { ask: { question: 'When?', type: 'morning_afternoon' } } },
    { v: 'open', value: { ask: { question: 'How?' } } },
    {
      v: 'branches',
      value: { ask: { type: 'multi_branch', hintGroup: 'pain', multiBranchAnswers: [{ hints: ['head', 'neck'] }] } },
    },
    { v: 'transfer', value: { hot_transfer: { phone: '+1-1' } } },
    { v: 'dob', value: { date_of_birth_validation: {} } },
    { v: 'zip', value: { zip_code_validation: {} } },
    { v: 'end', value: { terminate_call: {} } },
    { v: 'todo', value: { placeholder: { text: 'click to edit' } } },
  ],
  edges: [{ v: 'say', w: 'yes_no', name: '7', value: [] }],
});

const codeOf = (v: string, w: string, condition?: Condition) => {
  const result = addEdge(q, { v, w, condition });
  return result.ok ? 'ok' : result.error.code;
};

describe('addEdge', () => {
  it('adds an unconditioned edge under the next numeric name', () => {
    const result = assertEditOk(addEdge(q, { v: 'open', w: 'say' }));
    expect(result.edge).toEqual({ v: 'open', w: 'say', name: '8' });
    expect(result.questionnaire.edges.at(-1)).toEqual({ v: 'open', w: 'say', name: '8', value: [] });
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
  });

  it('keeps a second edge between the same pair as a distinct parallel edge, even with the same condition', () => {
    const yes = createCondition('answer', 'Yes');
    const once = assertEditOk(addEdge(q, { v: 'yes_no', w: 'say', condition: yes }));
    const twice = assertEditOk(addEdge(once.questionnaire, { v: 'yes_no', w: 'say', condition: yes }));
    const parallel = twice.questionnaire.edges.filter((edge) => edge.v === 'yes_no' && edge.w === 'say');
    expect(parallel.map((edge) => edge.name)).toEqual(['8', '9']);
    expect(parallel.every((edge) => edge.value[0]?.value === 'Yes')).toBe(true);
  });

  it('refuses edges leaving terminate_call', () => {
    expect(codeOf('end', 'say')).toBe('terminate-has-outgoing');
  });

  it.each(['yes_no', 'language', 'branches', 'transfer', 'dob', 'zip'])(
    'requires a condition on edges leaving %s',
    (v) => {
      expect(codeOf(v, 'say')).toBe('condition-required');
    },
  );

  it('accepts exactly the options of the source as condition values', () => {
    expect(codeOf('yes_no', 'say', createCondition('answer', 'No'))).toBe('ok');
    expect(codeOf('yes_no', 'say', createCondition('answer', 'no'))).toBe('invalid-condition');
    expect(codeOf('language', 'say', createCondition('answer', 'Spanish'))).toBe('ok');
    expect(codeOf('branches', 'say', createCondition('answer', 'head,neck'))).toBe('ok');
    expect(codeOf('branches', 'say', createCondition('answer', 'head'))).toBe('invalid-condition');
    expect(codeOf('transfer', 'say', createCondition('hot_transfer', 'not-answered'))).toBe('ok');
    expect(codeOf('transfer', 'say', createCondition('answer', 'answered'))).toBe('invalid-condition');
    expect(codeOf('dob', 'say', createCondition('date_of_birth_validation', 'invalid'))).toBe('ok');
    expect(codeOf('zip', 'say', createCondition('date_of_birth_validation', 'valid'))).toBe('invalid-condition');
    expect(codeOf('yes_no', 'say', { action: 'answer', operator: '!=', value: 'Yes' } as never)).toBe(
      'invalid-condition',
    );
  });

  it('treats morning_afternoon as non-multiplying: the condition is optional but must be an option', () => {
    expect(codeOf('time', 'say')).toBe('ok');
    expect(codeOf('time', 'say', createCondition('answer', 'Both'))).toBe('ok');
    expect(codeOf('time', 'say', createCondition('answer', 'Evening'))).toBe('invalid-condition');
  });

  it('refuses a condition where the source takes none', () => {
    expect(codeOf('say', 'open', createCondition('answer', 'Yes'))).toBe('condition-not-allowed');
    expect(codeOf('open', 'say', createCondition('answer', 'Yes'))).toBe('condition-not-allowed');
  });

  it('refuses self-loops and missing vertices, but allows edges from and to placeholders', () => {
    expect(codeOf('say', 'say')).toBe('self-loop');
    expect(codeOf('say', 'nowhere')).toBe('vertex-not-found');
    expect(codeOf('nowhere', 'say')).toBe('vertex-not-found');
    expect(codeOf('say', 'todo')).toBe('ok');
    expect(codeOf('todo', 'say')).toBe('ok');
  });
});
