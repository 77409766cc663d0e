import { describe, expect, it } from 'vitest';
import { createTestQuestionnaire } from '../../testing/createTestQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import { prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { createVertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder/schema.ts';
import { indexForRun } from './indexForRun.ts';
import { resume } from './resume.ts';
import type { RunEffect } from './runEffect.ts';
import type { RunState } from './runState.ts';
import { start } from './start.ts';

const say = (v: string, message: string) => ({ v, value: createVertexValue('say', { message }) });

/** A say, then a yes/no ask, then a complete say. */
function createCheckIn(): Questionnaire {
  return createTestQuestionnaire(
    [
      say('hello', 'Hello.'),
      { v: 'ask', value: createVertexValue('ask', { name: 'ok', question: 'OK?', type: 'Twilio.YES_NO' }) },
      say('bye', 'Bye.'),
    ],
    [
      { v: 'hello', w: 'ask', name: '0', value: [] },
      { v: 'ask', w: 'bye', name: '1', value: [createCondition('answer', 'Yes')] },
      { v: 'ask', w: 'bye', name: '2', value: [createCondition('answer', 'No')] },
    ],
    { complete_node: ['bye'] },
  );
}

const types = (effects: RunEffect[]) => effects.map((effect) => effect.type);

describe('start and resume', () => {
  it('ends a run whose state is not a state of this runner with error invalid-state', () => {
    const prepared = createCheckIn();
    const stale = { ...start(prepared).state, version: 2 } as unknown as RunState;
    const { state, effects } = resume(prepared, stale, { type: 'played' });
    expect(effects).toEqual([{ type: 'end', questionnaireId: 1, vertex: '', reason: 'error', error: 'invalid-state' }]);
    expect(state.wait).toEqual({ for: 'nothing', reason: 'error', error: 'invalid-state' });
  });

  it('leaves the state it was given as it was', () => {
    const prepared = createCheckIn();
    const first = start(prepared);
    const copy = JSON.parse(JSON.stringify(first.state));
    const second = resume(prepared, first.state, { type: 'played' });
    expect(first.state).toEqual(copy);
    expect(second.state).not.toEqual(copy);
    resume(prepared, second.state, { type: 'utterance', text: 'no' });
    expect(second.state.wait).toEqual({ for: 'answer', unrecognised: 0, silences: 0 });
  });

  it('builds the run index of a questionnaire object once', () => {
    const prepared = createCheckIn();
    expect(indexForRun(prepared)).toBe(indexForRun(prepared));
    expect(indexForRun(prepared).complete).toEqual(new Set(['bye']));
  });

  it('ends with error missing-vertex when the questionnaire lost the vertex a saved state is at', () => {
    const prepared = createCheckIn();
    const { state } = resume(prepared, start(prepared).state, { type: 'played' });
    const edited = { ...prepared, nodes: prepared.nodes.filter((node) => node.v !== 'ask') };
    const { effects } = resume(edited, state, { type: 'utterance', text: 'yes' });
    expect(effects).toEqual([
      { type: 'end', questionnaireId: 1, vertex: 'ask', reason: 'error', error: 'missing-vertex' },
    ]);
  });

  it('passes through a placeholder of a questionnaire run before it is prepared', () => {
    const edited = createTestQuestionnaire(
      [
        say('hello', 'Hello.'),
        { v: 'todo', value: createVertexValue('placeholder', { text: PLACEHOLDER_TEXT }) },
        say('bye', 'Bye.'),
      ],
      [
        { v: 'hello', w: 'todo', name: '0', value: [] },
        { v: 'todo', w: 'bye', name: '1', value: [] },
      ],
      { complete_node: ['bye'] },
    );
    const { effects } = resume(edited, start(edited).state, { type: 'played' });
    expect(effects.filter((effect) => effect.type === 'visit').map((effect) => effect.vertex)).toEqual(['todo', 'bye']);
    expect(types(effects)).toEqual(['visit', 'visit', 'say']);
  });

  it('does not test question conditions: an edge with only one is followed like one without a condition', () => {
    const questionnaire = createTestQuestionnaire(
      [say('hello', 'Hello.'), say('bye', 'Bye.')],
      [{ v: 'hello', w: 'bye', name: '0', value: [createCondition('question', 'mood')] }],
      { complete_node: ['bye'] },
    );
    const { effects } = resume(questionnaire, start(questionnaire).state, { type: 'played' });
    expect(effects[0]).toMatchObject({ type: 'visit', vertex: 'bye' });
  });

  it('ends a questionnaire that embeds itself at the step limit', () => {
    const looping = prepareQuestionnaire(
      createTestQuestionnaire(
        [
          say('hello', 'Again.'),
          { v: 'self', value: createVertexValue('embedded', { questionnaireId: 1, questionnaireName: 'Itself' }) },
        ],
        [{ v: 'hello', w: 'self', name: '0', value: [] }],
      ),
    );
    const context = { questionnaires: { '1': looping }, maxSteps: 7 };
    let step = start(looping, context);
    const entered: number[] = [];
    for (let i = 0; i < 10 && step.state.wait.for !== 'nothing'; i++) {
      step = resume(looping, step.state, { type: 'played' }, context);
      for (const effect of step.effects) if (effect.type === 'enter') entered.push(effect.entered);
    }
    expect(step.effects.at(-1)).toMatchObject({ type: 'end', reason: 'max-steps' });
    expect(step.state.steps).toBe(7);
    expect(step.state.frames).toHaveLength(4);
    expect(entered).toEqual([1, 1, 1]);
  });
});
