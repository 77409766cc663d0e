import type { Questionnaire } from '@carecall/graph-core';
import {
  type RunContext,
  type RunEffect,
  type RunEndReason,
  type RunError,
  type RunInput,
  type RunState,
  type RunStepResult,
  resume,
  start,
} from '@carecall/graph-core/runner';

/** Where the run is: a vertex of the open questionnaire or of a sub-questionnaire it entered (by id). */
export interface SimulatorPlace {
  questionnaireId: number;
  vertex: string;
}

/** What one line of the Test panel's conversation holds: the bot (CALLER), the client (PATIENT), or an event. */
export type SimulatorEntryBody =
  | { from: 'CALLER'; kind: 'say'; text: string; missingParameters: string[] }
  | { from: 'CALLER'; kind: 'play'; text: string }
  | { from: 'PATIENT'; kind: 'utterance'; text: string }
  | { from: 'PATIENT'; kind: 'keypad'; digits: string }
  | { from: 'PATIENT'; kind: 'no-input' }
  | { from: 'PATIENT'; kind: 'hangup' }
  | { from: 'event'; kind: 'transfer'; phone: string }
  | { from: 'event'; kind: 'transfer-result'; result: 'answered' | 'not-answered' }
  | { from: 'event'; kind: 'answer'; name: string; value: string }
  | { from: 'event'; kind: 'enter'; entered: number }
  | { from: 'event'; kind: 'exit'; left: number }
  | { from: 'event'; kind: 'end'; reason: RunEndReason; error?: RunError };

/** One line of the Test panel's conversation, numbered for React's keys. */
export type SimulatorEntry = SimulatorEntryBody & { id: number };

/** A simulated run as the panel shows it: the runner's state, the conversation and what it waits for now. */
export interface Simulation {
  state: RunState;
  entries: readonly SimulatorEntry[];
  /** The vertex the run arrived at last, in whichever questionnaire it is. */
  current: SimulatorPlace | null;
  /** The open questionnaire's vertex the run is at (the embedded or dynamic vertex while in a sub-questionnaire). */
  rootVertex: string | null;
  /** The options understood now (empty for a free answer or when nothing is asked). */
  options: readonly string[];
  ended: { reason: RunEndReason; error?: RunError } | null;
}

/** What one step of the panel gives: the next simulation, or the id of a sub-questionnaire the run must have first. */
export type SimulationStep = { kind: 'done'; simulation: Simulation } | { kind: 'needs'; questionnaireId: number };

/** What the panel accepts from the client; `played` never comes from the panel, which answers it itself. */
export type SimulatorInput = Exclude<RunInput, { type: 'played' } | { type: 'operator' }>;

const NO_SIMULATION_ENTRIES: readonly SimulatorEntry[] = [];

/**
 * The sub-questionnaire an `end` with error `missing-sub-questionnaire` was missing: the embedded vertex's
 * `questionnaireId`, or the context's id for the dynamic vertex's type. `null` when nothing can be fetched (a
 * dynamic type no questionnaire was chosen for).
 */
export function findMissingSubQuestionnaire(
  root: Questionnaire,
  context: RunContext,
  place: SimulatorPlace,
): number | null {
  const inside = place.questionnaireId === root.id ? root : context.questionnaires?.[String(place.questionnaireId)];
  const value = inside?.nodes.find((node) => node.v === place.vertex)?.value;
  if (value === undefined) return null;
  if ('embedded' in value) return value.embedded.questionnaireId ?? null;
  if ('dynamic' in value) {
    const type = value.dynamic.type;
    return type === undefined ? null : (context.dynamic?.[type] ?? null);
  }
  return null;
}

/** The client's line for an input. */
function patientEntry(input: SimulatorInput): SimulatorEntryBody {
  switch (input.type) {
    case 'utterance':
      return { from: 'PATIENT', kind: 'utterance', text: input.text };
    case 'keypad':
      return { from: 'PATIENT', kind: 'keypad', digits: input.digits };
    case 'no-input':
      return { from: 'PATIENT', kind: 'no-input' };
    case 'hangup':
      return { from: 'PATIENT', kind: 'hangup' };
    case 'transfer':
      return { from: 'event', kind: 'transfer-result', result: input.result };
  }
}

/**
 * Steps the runner from `from` (a committed simulation, or the start) with `input`, then answers every `played`
 * at once (the panel plays no audio), and turns the effects into conversation entries. A step that ends for a
 * sub-questionnaire the context lacks, and can fetch, hands back its id instead: the caller adds it to the context
 * and steps again from the same simulation, which gives the same run (the runner is pure). Ids in `unavailable`
 * (one that could not be fetched) are not asked for again: the run ends there.
 */
export function stepSimulation(
  prepared: Questionnaire,
  context: RunContext,
  from: Simulation | null,
  input: SimulatorInput | null,
  unavailable: ReadonlySet<number> = new Set(),
): SimulationStep {
  const entries = [...(from?.entries ?? NO_SIMULATION_ENTRIES)];
  let nextId = (entries.at(-1)?.id ?? 0) + 1;
  const push = (entry: SimulatorEntryBody) => {
    entries.push({ ...entry, id: nextId++ });
  };
  let current = from?.current ?? null;
  let options = from?.options ?? [];
  let ended: Simulation['ended'] = null;
  let needs: number | null = null;

  const take = (effects: readonly RunEffect[]) => {
    for (const effect of effects) {
      switch (effect.type) {
        case 'visit':
          current = { questionnaireId: effect.questionnaireId, vertex: effect.vertex };
          options = [];
          break;
        case 'say':
          if (effect.text !== '')
            push({ from: 'CALLER', kind: 'say', text: effect.text, missingParameters: effect.missingParameters ?? [] });
          break;
        case 'play':
          push({ from: 'CALLER', kind: 'play', text: effect.transcription ?? '' });
          break;
        case 'listen':
          options = effect.options;
          break;
        case 'transfer':
          push({ from: 'event', kind: 'transfer', phone: effect.phone });
          break;
        case 'answer':
          push({ from: 'event', kind: 'answer', name: effect.name, value: effect.value });
          break;
        case 'enter':
          push({ from: 'event', kind: 'enter', entered: effect.entered });
          break;
        case 'exit':
          push({ from: 'event', kind: 'exit', left: effect.left });
          break;
        case 'end': {
          if (effect.error === 'missing-sub-questionnaire') {
            const id = findMissingSubQuestionnaire(prepared, context, effect);
            if (id !== null && context.questionnaires?.[String(id)] === undefined && !unavailable.has(id)) needs = id;
          }
          ended =
            effect.error === undefined ? { reason: effect.reason } : { reason: effect.reason, error: effect.error };
          push(
            effect.error === undefined
              ? { from: 'event', kind: 'end', reason: effect.reason }
              : { from: 'event', kind: 'end', reason: effect.reason, error: effect.error },
          );
          options = [];
          break;
        }
        default:
          break;
      }
    }
  };

  let step: RunStepResult;
  if (from === null || input === null) step = start(prepared, context);
  else {
    push(patientEntry(input));
    step = resume(prepared, from.state, input, context);
  }
  take(step.effects);
  while (step.state.wait.for === 'played' && needs === null) {
    step = resume(prepared, step.state, { type: 'played' }, context);
    take(step.effects);
  }
  if (needs !== null) return { kind: 'needs', questionnaireId: needs };
  return {
    kind: 'done',
    simulation: {
      state: step.state,
      entries,
      current,
      rootVertex: step.state.frames[0]?.vertex ?? null,
      options,
      ended,
    },
  };
}

/** What the run waits for now: an answer, a transfer's result, or nothing (it has ended). */
export function getSimulationWait(simulation: Simulation): 'answer' | 'transfer' | 'nothing' {
  const wait = simulation.state.wait.for;
  return wait === 'answer' || wait === 'transfer' ? wait : 'nothing';
}
