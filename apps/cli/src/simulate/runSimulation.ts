import type { Questionnaire } from '@carecall/graph-core';
import {
  type RunContext,
  type RunEffect,
  type RunEndReason,
  type RunError,
  type RunInput,
  type RunStepResult,
  resume,
  start,
} from '@carecall/graph-core/runner';

/** One line of a simulated conversation: the bot (CALLER) or the client (PATIENT), as call transcripts name them. */
export interface SimulationLine {
  from: 'CALLER' | 'PATIENT';
  message: string;
}

/** An answer the run recorded. */
export interface SimulationAnswer {
  vertex: string;
  name: string;
  value: string;
}

/** What the run asks of the client when it waits: the options it understands now (empty for a free answer). */
export interface SimulationPrompt {
  waitsFor: 'answer' | 'transfer';
  options: string[];
}

/** Where a simulation stands: ended with a reason, or waiting for an input nobody gave. */
export interface SimulationResult {
  status: 'ended' | 'waiting';
  reason: RunEndReason | null;
  error?: RunError;
  transcript: SimulationLine[];
  answers: SimulationAnswer[];
  path: string[];
}

/** The client's line for an input, as a transcript shows it; silence, hangups and transfer results say nothing. */
function patientLine(input: RunInput): SimulationLine | undefined {
  if (input.type === 'utterance') return { from: 'PATIENT', message: input.text };
  if (input.type === 'keypad') return { from: 'PATIENT', message: input.digits };
  return undefined;
}

/**
 * Runs a prepared questionnaire to its end or until the inputs run out: `played` is answered at once (nothing is
 * heard, so everything has been played), and every other wait asks `nextInput` for the client's next input.
 * `onLine` sees each transcript line as it happens, for an interactive session.
 */
export async function runSimulation(
  prepared: Questionnaire,
  context: RunContext,
  nextInput: (prompt: SimulationPrompt) => Promise<RunInput | undefined>,
  onLine: (line: SimulationLine) => void = () => {},
): Promise<SimulationResult> {
  const result: SimulationResult = { status: 'waiting', reason: null, transcript: [], answers: [], path: [] };
  let options: string[] = [];
  const line = (entry: SimulationLine) => {
    result.transcript.push(entry);
    onLine(entry);
  };
  const take = (effects: readonly RunEffect[]) => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'visit':
          result.path.push(effect.vertex);
          options = [];
          break;
        case 'say':
          if (effect.text !== '') line({ from: 'CALLER', message: effect.text });
          break;
        case 'play':
          line({ from: 'CALLER', message: effect.transcription ?? effect.url });
          break;
        case 'listen':
          options = effect.options;
          break;
        case 'answer':
          result.answers.push({ vertex: effect.vertex, name: effect.name, value: effect.value });
          break;
        case 'end':
          result.status = 'ended';
          result.reason = effect.reason;
          if (effect.error !== undefined) result.error = effect.error;
          break;
        default:
          break;
      }
    }
  };
  let step: RunStepResult = start(prepared, context);
  take(step.effects);
  for (;;) {
    const waitsFor = step.state.wait.for;
    if (waitsFor === 'nothing') return result;
    let input: RunInput | undefined;
    if (waitsFor === 'played') input = { type: 'played' };
    else {
      input = await nextInput({ waitsFor, options });
      if (input === undefined) return result;
      const said = patientLine(input);
      if (said) line(said);
    }
    step = resume(prepared, step.state, input, context);
    take(step.effects);
  }
}
