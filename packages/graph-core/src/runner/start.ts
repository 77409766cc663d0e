import type { Questionnaire } from '../questionnaire.ts';
import type { RunContext } from './runContext.ts';
import type { RunEffect } from './runEffect.ts';
import { createStartState, RunSession } from './runSession.ts';
import type { RunState } from './runState.ts';

/** What a step of a run gives back: the state to save, and the effects for the host to carry out in order. */
export interface RunStepResult {
  state: RunState;
  effects: RunEffect[];
}

/**
 * Starts a run of a prepared questionnaire: arrives at its starting vertex and goes as far as it can before it needs
 * something from the host (the end of a message, an answer, a transfer's result), or to the end. Pure: the same
 * questionnaire and context give the same result, and nothing is thrown; a questionnaire the run cannot go through
 * ends it with reason `error`.
 */
export function start(prepared: Questionnaire, context: RunContext = {}): RunStepResult {
  const session = new RunSession(prepared, createStartState(prepared, context), context);
  session.begin();
  return { state: session.state, effects: session.effects };
}
