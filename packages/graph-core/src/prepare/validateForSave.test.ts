import { describe, expect, it } from 'vitest';
import { createTestQuestionnaire } from '../../testing/createTestQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { createVertexValue, type VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { prepareQuestionnaire } from './prepareQuestionnaire.ts';
import { MULTI_BRANCH_MISSING_EDGES_DETAIL, validateForSave } from './validateForSave.ts';

function document(nodes: Vertex[], edges: Edge[], extra: Partial<Questionnaire> = {}): Questionnaire {
  return createTestQuestionnaire(nodes, edges, { starting_node: 's', complete_node: ['e'], ...extra });
}

const vertex = (v: string, value: VertexValue): Vertex => ({ v, value });
const say = vertex('s', createVertexValue('say', { message: 'Hello.' }));
const end = vertex('e', createVertexValue('say', { message: 'Bye.' }));
const placeholder = (v: string) => vertex(v, createVertexValue('placeholder', { text: PLACEHOLDER_TEXT }));
const link = (v: string, w: string, name: string, answer?: string): Edge => ({
  v,
  w,
  name,
  value: answer === undefined ? [] : [createCondition('answer', answer)],
});
const codes = (q: Questionnaire) => validateForSave(q).map((issue) => issue.code);

describe('validateForSave: start and complete', () => {
  it('accepts a generated questionnaire', () => {
    expect(validateForSave(generateQuestionnaire({ vertices: 60 }))).toEqual([]);
  });

  it('requires a starting vertex that exists and is not a placeholder, with the editor warning', () => {
    const base = [say, end, placeholder('p')];
    expect(validateForSave(document(base, [], { starting_node: undefined }))).toEqual([
      {
        code: 'missing-start',
        message: 'missing starting vertex',
        detail: 'the questionnaire has no starting vertex',
      },
    ]);
    expect(codes(document(base, [], { starting_node: 'gone' }))).toEqual(['missing-start']);
    expect(validateForSave(document(base, [], { starting_node: 'p' }))[0]).toMatchObject({
      code: 'missing-start',
      vertex: 'p',
    });
  });

  it('requires an existing, non-placeholder complete vertex in an ordinary questionnaire', () => {
    const [issue] = validateForSave(document([say, end, placeholder('p')], [], { complete_node: ['', 'gone', 'p'] }));
    expect(issue).toMatchObject({ code: 'missing-complete', message: 'missing starting vertex' });
  });

  it('lets a graph with dynamic or embedded vertices do without one, unless it is a sub-questionnaire', () => {
    const dynamic = vertex('d', createVertexValue('dynamic', { type: 'diagnosis' }));
    const embedded = vertex('m', createVertexValue('embedded', { questionnaireId: 3, questionnaireName: 'Diabetes' }));
    expect(codes(document([say, dynamic], [], { complete_node: [] }))).toEqual([]);
    expect(codes(document([say, embedded], [], { complete_node: [] }))).toEqual([]);
    expect(codes(document([say, dynamic], [], { complete_node: [], isSubQuestionnaire: true }))).toEqual([
      'missing-complete',
    ]);
    expect(codes(document([say, dynamic], [], { complete_node: [], type: 'personal' }))).toEqual(['missing-complete']);
  });

  it('does not let a sub_questionnaires list alone stand in for dynamic or embedded vertices', () => {
    const q = document([say], [], {
      complete_node: [],
      sub_questionnaires: [{ questionnaireId: 7, questionnaireName: 'Diabetes follow-up' }],
    });
    expect(codes(q)).toEqual(['missing-complete']);
  });
});

describe('validateForSave: multi_branch follow-ups', () => {
  const ask = vertex(
    'a',
    createVertexValue('ask', {
      question: 'What hurts?',
      type: 'multi_branch',
      hintGroup: 'pain',
      multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }],
    }),
  );

  it('accepts one distinct follow-up per branch', () => {
    const q = document(
      [say, ask, end],
      [link('s', 'a', '0'), link('a', 'e', '1', 'headache'), link('a', 'e', '2', 'back pain,neck pain')],
    );
    expect(validateForSave(q)).toEqual([]);
  });

  it('reports a branch without a follow-up, with the warning and its long form', () => {
    const q = document([say, ask, end], [link('a', 'e', '1', 'headache'), link('a', 'e', '2', 'headache')]);
    expect(validateForSave(q)).toEqual([
      {
        code: 'multi-branch-missing-edges',
        message: 'multi branch missing edges',
        detail: `only 1 of 2 branches has a follow-up vertex; ${MULTI_BRANCH_MISSING_EDGES_DETAIL}`,
        vertex: 'a',
      },
    ]);
    expect(MULTI_BRANCH_MISSING_EDGES_DETAIL).toBe(
      'the questionnaire cannot be saved because one or more multi branches are missing a follow-up node',
    );
  });

  it('counts the answers of an ask with more branches than fit a bit mask, each distinct answer once', () => {
    const hints = Array.from({ length: 40 }, (_, i) => `hint ${i}`);
    const many = vertex(
      'a',
      createVertexValue('ask', {
        question: 'Which?',
        type: 'multi_branch',
        hintGroup: 'many',
        multiBranchAnswers: hints.map((hint) => ({ hints: [hint] })),
      }),
    );
    // Every branch but the 35th answered, the 38th twice.
    const answered = [...hints.filter((_, i) => i !== 34), 'hint 37'];
    const q = document(
      [say, many, end],
      answered.map((hint, i) => link('a', 'e', String(i), hint)),
    );
    expect(validateForSave(q)[0]?.detail).toMatch(/^only 39 of 40 branches have a follow-up vertex/);
  });

  it('counts neither placeholder children nor answers that are not branches', () => {
    const q = document(
      [say, ask, end, placeholder('p')],
      [link('a', 'e', '1', 'headache'), link('a', 'p', '2', 'back pain,neck pain'), link('a', 'e', '3', 'fever')],
    );
    expect(codes(q)).toEqual(['multi-branch-missing-edges']);
    expect(codes(prepareQuestionnaire(q))).toEqual(['multi-branch-missing-edges']);
  });

  it('reports issues in check order: start, complete, then each multi_branch ask', () => {
    const q = document([ask], [], { starting_node: undefined, complete_node: [] });
    expect(codes(q)).toEqual(['missing-start', 'missing-complete', 'multi-branch-missing-edges']);
  });
});
