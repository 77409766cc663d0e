import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createVertexValue } from '../vertexValue.ts';
import { type VertexIssue, validateVertex } from './validateVertex.ts';

const codes = (issues: VertexIssue[]) => issues.map((issue) => issue.code);

const multiBranch = (branches: string[][], hintGroup: string | undefined = 'symptoms') =>
  createVertexValue('ask', {
    name: 'symptom',
    question: 'What bothers you most?',
    type: 'multi_branch',
    hintGroup,
    multiBranchAnswers: branches.map((hints) => ({ hints })),
  });

describe('validateVertex: required texts', () => {
  it('requires a say message, with the specification text', () => {
    expect(validateVertex(createVertexValue('say', {}))).toEqual([
      { code: 'require-text', field: 'message', message: 'require text' },
    ]);
  });

  it('counts whitespace-only text as missing', () => {
    expect(codes(validateVertex(createVertexValue('say', { message: ' \n\t ' })))).toEqual(['require-text']);
    expect(validateVertex(createVertexValue('say', { message: ' Hello ' }))).toEqual([]);
  });

  it('requires an ask question', () => {
    expect(validateVertex(createVertexValue('ask', { name: 'x', question: '' }))).toEqual([
      { code: 'require-text', field: 'question', message: 'require text' },
    ]);
    expect(validateVertex(createVertexValue('ask', { question: 'How are you?' }))).toEqual([]);
  });

  it('requires a recording transcription and an uploaded file', () => {
    expect(validateVertex(createVertexValue('recording', { name: 'greeting' }))).toEqual([
      { code: 'require-text', field: 'transcription', message: 'require text' },
      { code: 'require-file', field: 'url', message: 'require file to be uploaded' },
    ]);
    expect(
      validateVertex(createVertexValue('recording', { transcription: 'Hello', url: 'recordings/greeting.mp3' })),
    ).toEqual([]);
  });

  it('requires the request and wait messages of both validation kinds', () => {
    for (const kind of ['date_of_birth_validation', 'zip_code_validation'] as const) {
      expect(validateVertex(createVertexValue(kind, { name: 'v', requestMessage: '  ' }))).toEqual([
        { code: 'require-request-message', field: 'requestMessage', message: 'require text' },
        { code: 'require-wait-message', field: 'waitMessage', message: 'require text' },
      ]);
      expect(validateVertex(createVertexValue(kind, { requestMessage: 'Say it', waitMessage: 'One moment' }))).toEqual(
        [],
      );
    }
  });
});

describe('validateVertex: choices', () => {
  it('requires a dynamic type', () => {
    expect(validateVertex(createVertexValue('dynamic', {}))).toEqual([
      { code: 'require-dynamic-type', field: 'type', message: 'require to choose' },
    ]);
    expect(validateVertex(createVertexValue('dynamic', { type: 'diagnosis' }))).toEqual([]);
  });

  it('requires an embedded sub-questionnaire', () => {
    expect(validateVertex(createVertexValue('embedded', { questionnaireName: 'Orphan' }))).toEqual([
      { code: 'require-sub-questionnaire', field: 'questionnaireId', message: 'require to choose' },
    ]);
    expect(
      validateVertex(createVertexValue('embedded', { questionnaireId: 7, questionnaireName: 'Diabetes' })),
    ).toEqual([]);
  });

  it('has nothing to check on terminate_call and placeholder vertices', () => {
    expect(validateVertex(createVertexValue('terminate_call', {}))).toEqual([]);
    expect(validateVertex(createVertexValue('placeholder', { text: 'click to edit' }))).toEqual([]);
  });
});

describe('validateVertex: hot transfer', () => {
  it('requires a phone number when no parameter is given', () => {
    expect(validateVertex(createVertexValue('hot_transfer', { name: 't', phone: '   ' }))).toEqual([
      { code: 'require-phone', field: 'phone', message: 'require phone number' },
    ]);
    expect(validateVertex(createVertexValue('hot_transfer', { phone: '+1-5550100' }))).toEqual([]);
  });

  it('accepts a parameter instead of a phone, but not braces alone', () => {
    expect(validateVertex(createVertexValue('hot_transfer', { parameter: '{nurse_phone}' }))).toEqual([]);
    expect(codes(validateVertex(createVertexValue('hot_transfer', { parameter: '{ }' })))).toEqual(['require-phone']);
  });

  it('requires the connected and not-connected texts when adding or turning a placeholder into it', () => {
    const transfer = createVertexValue('hot_transfer', { phone: '+1-5550100' });
    for (const mode of ['add', 'dirty'] as const) {
      expect(validateVertex(transfer, { mode })).toEqual([
        { code: 'require-connected-text', field: 'connectedText', message: 'require text' },
        { code: 'require-not-connected-text', field: 'notConnectedText', message: 'require text' },
      ]);
      expect(
        codes(
          validateVertex(transfer, { mode, hotTransfer: { connectedText: 'Connecting you', notConnectedText: ' ' } }),
        ),
      ).toEqual(['require-not-connected-text']);
    }
  });

  it('does not ask for the connected texts when editing or when no mode is given', () => {
    const transfer = createVertexValue('hot_transfer', { phone: '+1-5550100' });
    expect(validateVertex(transfer, { mode: 'edit' })).toEqual([]);
    expect(validateVertex(transfer)).toEqual([]);
  });
});

describe('validateVertex: multi_branch', () => {
  it('accepts a complete multi_branch ask', () => {
    expect(validateVertex(multiBranch([['headache', 'back pain'], ['cough']]))).toEqual([]);
  });

  it('requires a hint group', () => {
    expect(validateVertex(multiBranch([['cough']], ' '))).toEqual([
      { code: 'multi-branch-group', field: 'hintGroup', message: 'Multi branch node must have a group' },
    ]);
  });

  it('requires at least one hint, reported once when no branch has any', () => {
    expect(validateVertex(multiBranch([[], []]))).toEqual([
      {
        code: 'multi-branch-hint',
        field: 'multiBranchAnswers',
        message: 'Multi branch node must have at least one hint',
      },
    ]);
    expect(codes(validateVertex(multiBranch([])))).toEqual(['multi-branch-hint']);
  });

  it('points at each empty branch once some branch has hints', () => {
    const issues = validateVertex(multiBranch([['cough'], [], ['fever'], ['  ']]));
    expect(issues.map((i) => [i.code, i.branch])).toEqual([
      ['multi-branch-hint', 1],
      ['multi-branch-hint', 3],
    ]);
  });

  it('refuses more than 10 branches', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => [`hint ${i}`]);
    expect(validateVertex(multiBranch(eleven))).toEqual([
      {
        code: 'multi-branch-too-many',
        field: 'multiBranchAnswers',
        message: 'Multi branch node can have at most 10 branches',
      },
    ]);
    expect(validateVertex(multiBranch(eleven.slice(0, 10)))).toEqual([]);
  });

  it('reports a hint used in two branches at the later branch, but not a hint repeated in one branch', () => {
    expect(validateVertex(multiBranch([['cough', 'fever'], ['fever'], ['cough', 'pain']]))).toEqual([
      {
        code: 'duplicate-hint',
        field: 'multiBranchAnswers',
        message: 'A hint can be used in only one branch: fever',
        branch: 1,
      },
      {
        code: 'duplicate-hint',
        field: 'multiBranchAnswers',
        message: 'A hint can be used in only one branch: cough',
        branch: 2,
      },
    ]);
    expect(validateVertex(multiBranch([['cough', 'cough']]))).toEqual([]);
  });

  it('does not apply multi_branch rules to other ask types', () => {
    expect(validateVertex(createVertexValue('ask', { question: 'Well?', type: 'Twilio.YES_NO' }))).toEqual([]);
  });

  test.prop([fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 3 }), { maxLength: 12 })], {
    seed: 4242,
  })('reports duplicate-hint exactly when some hint is in two branches', (branches) => {
    const owners = new Map<string, Set<number>>();
    branches.forEach((hints, index) => {
      for (const hint of hints) owners.set(hint, (owners.get(hint) ?? new Set()).add(index));
    });
    const shared = [...owners.values()].some((branchSet) => branchSet.size > 1);
    expect(codes(validateVertex(multiBranch(branches))).includes('duplicate-hint')).toBe(shared);
  });
});

test.prop(
  [fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', ' '), { maxLength: 4 }), { maxLength: 20 })],
  { seed: 4243 },
)('reports the same duplicate hints for few and for many hints (searched, or kept in a map)', (branches) => {
  const expected = branches.flatMap((hints, index) =>
    hints
      .filter((hint, at) => hint.trim() !== '' && hints.indexOf(hint) === at)
      .filter((hint) => branches.slice(0, index).some((earlier) => earlier.includes(hint)))
      .map((hint) => `${index}:${hint}`),
  );
  const found = validateVertex(multiBranch(branches))
    .filter((issue) => issue.code === 'duplicate-hint')
    .map((issue) => `${issue.branch}:${issue.message.slice(issue.message.lastIndexOf(' ') + 1)}`);
  expect(found).toEqual(expected);
});

describe('validateVertex: parameters', () => {
  const knownParameters = ['first_name', 'nurse_phone'];

  it('does not check parameters unless the known keys are given', () => {
    expect(validateVertex(createVertexValue('say', { message: 'Hi {nickname}' }))).toEqual([]);
  });

  it('reports unknown keys of each spoken field with the specification message', () => {
    const ask = createVertexValue('ask', {
      question: 'Hi {first_name}, is {pet} well?',
      unknownText: 'Say yes or no, {nickname} {pet}',
    });
    expect(validateVertex(ask, { knownParameters })).toEqual([
      {
        code: 'unknown-parameter',
        field: 'question',
        message: 'A selected parameter does not exist: pet',
        parameters: ['pet'],
      },
      {
        code: 'unknown-parameter',
        field: 'unknownText',
        message: 'A selected parameter does not exist: nickname, pet',
        parameters: ['nickname', 'pet'],
      },
    ]);
    expect(validateVertex(createVertexValue('say', { message: 'Hi {first_name}' }), { knownParameters })).toEqual([]);
  });

  it('checks validation messages', () => {
    const value = createVertexValue('zip_code_validation', { requestMessage: 'Zip {zip}?', waitMessage: 'Wait' });
    expect(validateVertex(value, { knownParameters }).map((i) => [i.field, i.parameters])).toEqual([
      ['requestMessage', ['zip']],
    ]);
  });

  it('checks the hot transfer parameter as one key, braces stripped, and the texts of a new transfer', () => {
    const known = createVertexValue('hot_transfer', { parameter: '{nurse_phone}' });
    expect(validateVertex(known, { knownParameters })).toEqual([]);
    const unknown = createVertexValue('hot_transfer', { parameter: 'doctor phone' });
    expect(validateVertex(unknown, { knownParameters })).toEqual([
      {
        code: 'unknown-parameter',
        field: 'parameter',
        message: 'A selected parameter does not exist: doctor phone',
        parameters: ['doctor phone'],
      },
    ]);
    const adding = validateVertex(known, {
      mode: 'add',
      knownParameters,
      hotTransfer: { connectedText: 'Connecting {first_name}', notConnectedText: 'Sorry {title}' },
    });
    expect(adding.map((i) => [i.code, i.field])).toEqual([['unknown-parameter', 'notConnectedText']]);
  });

  it('ignores the connected texts when editing a hot transfer', () => {
    const value = createVertexValue('hot_transfer', { phone: '+1-5550100' });
    expect(validateVertex(value, { knownParameters, hotTransfer: { connectedText: '{nope}' } })).toEqual([]);
  });
});
