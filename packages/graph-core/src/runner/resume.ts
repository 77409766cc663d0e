import type { Questionnaire } from '../questionnaire.ts';
import type { RunContext } from './runContext.ts';
import type { RunInput } from './runInput.ts';
import { RunSession } from './runSession.ts';
import { RUN_STATE_VERSION, type RunState } from './runState.ts';
import type { RunStepResult } from './start.ts';

/** Whether a value has the shape `resume` relies on; `runStateSchema` checks it in full. */
function isRunState(state: RunState): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    state.version === RUN_STATE_VERSION &&
    Array.isArray(state.frames) &&
    state.frames.length > 0 &&
    typeof state.wait === 'object' &&
    state.wait !== null &&
    typeof state.steps === 'number'
  );
}

/**
 * Goes on with a run from a saved state, after an input: as far as it can before it needs something from the host
 * again, or to the end. The state given is not modified; the state returned is a new one. Give the same prepared
 * questionnaire and context as at the start. An input the run does not wait for changes nothing (no effects), a run
 * that has ended stays ended, and a state of another version ends the run with error `invalid-state`.
 */
export function resume(
  prepared: Questionnaire,
  state: RunState,
  input: RunInput,
  context: RunContext = {},
): RunStepResult {
  if (!isRunState(state)) {
    return {
      state: {
        version: RUN_STATE_VERSION,
        language: prepared.language,
        steps: 0,
        frames: [{ questionnaire: null, vertex: '' }],
        wait: { for: 'nothing', reason: 'error', error: 'invalid-state' },
      },
      effects: [{ type: 'end', questionnaireId: prepared.id, vertex: '', reason: 'error', error: 'invalid-state' }],
    };
  }
  const session = new RunSession(prepared, state, context);
  session.handle(input);
  return { state: session.state, effects: session.effects };
}
