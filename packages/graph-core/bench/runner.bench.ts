import { bench, describe } from 'vitest';
import { prepareQuestionnaire } from '../src/prepare/prepareQuestionnaire.ts';
import type { Questionnaire } from '../src/questionnaire.ts';
import {
  indexForRun,
  type RunContext,
  type RunEffect,
  type RunInput,
  type RunState,
  resume,
  start,
} from '../src/runner/index.ts';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';

const CONTEXT: RunContext = {
  parameters: { first_name: 'Ana' },
  client: { birthDate: '1950-03-05' },
  // The generated questionnaire's path is longer than a call's default limit.
  maxSteps: 1_000_000,
};

/** The answer a scripted client gives to what the run listens for: one each ask and validation understands. */
function answer(effects: readonly RunEffect[]): RunInput {
  let options: readonly string[] = [];
  let field = '';
  for (const effect of effects) {
    if (effect.type === 'listen') options = effect.options;
    if (effect.type === 'say') field = effect.field;
  }
  if (field === 'requestMessage') return { type: 'utterance', text: 'March fifth, nineteen fifty' };
  if (options[0] === 'Yes') return { type: 'utterance', text: 'yeah, sure' };
  if (options[0] === 'headache') return { type: 'utterance', text: 'my back pain is worse' };
  if (options[0] === 'Afternoon') return { type: 'utterance', text: 'in the morning' };
  return { type: 'utterance', text: 'about seven hours' };
}

/** Runs a questionnaire from start to end with scripted answers; the number of steps (start and resumes). */
function runToEnd(prepared: Questionnaire): number {
  let step = start(prepared, CONTEXT);
  let steps = 1;
  while (step.state.wait.for !== 'nothing') {
    const wait = step.state.wait.for;
    const input: RunInput =
      wait === 'played' ? { type: 'played' } : wait === 'answer' ? answer(step.effects) : { type: 'hangup' };
    step = resume(prepared, step.state, input, CONTEXT);
    steps += 1;
  }
  const end = step.effects.at(-1);
  if (end?.type !== 'end' || end.reason !== 'completed') throw new Error('the scripted run must complete');
  return steps;
}

/** A prepared generated questionnaire, indexed, and a state listening at the yes/no ask nearest its middle. */
function createAskInTheMiddle(vertices: number): { prepared: Questionnaire; state: RunState } {
  const prepared = prepareQuestionnaire(generateQuestionnaire({ vertices }));
  indexForRun(prepared);
  const middle = prepared.nodes.findIndex(
    (node, i) => i >= prepared.nodes.length / 2 && 'ask' in node.value && node.value.ask.type === 'Twilio.YES_NO',
  );
  const vertex = prepared.nodes[middle]?.v as string;
  return {
    prepared,
    state: {
      version: 1,
      language: 'en-US',
      steps: 1,
      frames: [{ questionnaire: null, vertex }],
      wait: { for: 'answer', unrecognised: 0, silences: 0 },
    },
  };
}

describe('runner: a 10,000-vertex generated questionnaire from start to end, scripted answers', () => {
  const prepared = prepareQuestionnaire(generateQuestionnaire({ vertices: 10_000 }));
  indexForRun(prepared);
  const steps = runToEnd(prepared);
  bench(
    `whole run (${steps.toLocaleString('en-US')} steps; target ≥ 50,000 steps a second)`,
    () => {
      runToEnd(prepared);
    },
    { time: 3_000 },
  );
});

describe('runner: one resume on an indexed questionnaire (an answer at a yes/no ask, to the next say)', () => {
  const input: RunInput = { type: 'utterance', text: 'yeah, sure' };
  const small = createAskInTheMiddle(100);
  const large = createAskInTheMiddle(10_000);
  bench('100 vertices', () => void resume(small.prepared, small.state, input, CONTEXT), { time: 2_000 });
  bench(
    '10,000 vertices (target: within 2 × the 100-vertex figure)',
    () => void resume(large.prepared, large.state, input, CONTEXT),
    { time: 2_000 },
  );
});
