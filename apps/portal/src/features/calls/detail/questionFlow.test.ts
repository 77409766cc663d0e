import type { Question } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getAskedIndexes, toAnswers, toChoices } from './questionFlow.ts';

const question = (id: number, overrides: Partial<Question> = {}): Question => ({
  id,
  questionBody: `Question ${id}`,
  type: 'radio',
  options: ['Yes', 'No'],
  isCustomaizable: false,
  clientConditions: [],
  ...overrides,
});

const questions: Question[] = [
  question(1),
  question(2, { clientConditions: [{ action: 'answer', operator: '=', value: 'Yes' }] }),
  question(3, { type: 'checkbox', options: ['Pain', 'Dizziness'], isCustomaizable: true }),
  question(4, {
    clientConditions: [
      { action: 'question', operator: '=', value: '1' },
      { action: 'answer', operator: '!=', value: 'Yes' },
    ],
  }),
];

describe('question flow', () => {
  it('skips questions whose conditions fail, looking at the previous or the named question', () => {
    expect(getAskedIndexes(questions, {})).toEqual([0, 2]);
    expect(getAskedIndexes(questions, { 1: { selected: ['Yes'], other: null } })).toEqual([0, 1, 2]);
    expect(getAskedIndexes(questions, { 1: { selected: ['No'], other: null } })).toEqual([0, 2, 3]);
  });

  it('names a looked-at question by its id or, when no question has that id, by its position', () => {
    const byPosition: Question[] = [
      question(41),
      question(42, { clientConditions: [{ action: 'question', operator: 'answered', value: '1' }] }),
    ];
    expect(getAskedIndexes(byPosition, {})).toEqual([0]);
    expect(getAskedIndexes(byPosition, { 41: { selected: ['No'], other: null } })).toEqual([0, 1]);
  });

  it('sends radio answers as text and checkbox answers as lists with Other, dropping skipped questions', () => {
    const choices = {
      1: { selected: ['No'], other: null },
      2: { selected: ['Yes'], other: null },
      3: { selected: ['Pain'], other: ' Nausea ' },
      4: { selected: ['Yes'], other: null },
    };
    expect(toAnswers(questions, choices)).toEqual([
      { questionId: 1, answer: 'No' },
      { questionId: 3, answer: ['Pain', 'Nausea'] },
      { questionId: 4, answer: 'Yes' },
    ]);
  });

  it('restores stored answers, an unknown value as the Other text', () => {
    expect(
      toChoices(questions, [
        { questionId: 3, answer: ['Dizziness', 'Nausea'] },
        { questionId: 1, answer: 'Yes' },
      ]),
    ).toEqual({
      1: { selected: ['Yes'], other: null },
      3: { selected: ['Dizziness'], other: 'Nausea' },
    });
  });
});
