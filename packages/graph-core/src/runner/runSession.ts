import type { Condition } from '../condition.ts';
import type { Edge, EdgeKey } from '../edge.ts';
import { fillParameters } from '../parameters.ts';
import type { Questionnaire, QuestionnaireLanguage } from '../questionnaire.ts';
import { getVertexPosition, getVertexValueAt } from '../questionnaireIndex.ts';
import type { VertexValue } from '../vertexValue.ts';
import type { HeardAnswer } from '../vertices/ask/classify/classifyAnswer.ts';
import { type AnyVertexKindDefinition, getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import { cutSpokenText } from './cutSpokenText.ts';
import { indexForRun, type RunIndex } from './indexForRun.ts';
import { DEFAULT_MAX_STEPS, type RunContext } from './runContext.ts';
import type { RunEffect, RunEndReason, RunError } from './runEffect.ts';
import type { RunInput } from './runInput.ts';
import type { RunFrame, RunState, RunWait } from './runState.ts';
import type { AnswerInput, RunStep, SpokenField, TransferSource } from './runStep.ts';

/** How many answers not understood, or silences, in a row at one vertex end the listening. */
const ATTEMPTS = 3;

/** What the run does once the vertex's behaviour has returned. */
type Move =
  | { to: 'leave'; outcome: string | undefined }
  | { to: 'arrive'; vertex: string; edge: EdgeKey | undefined }
  | { to: 'enter'; id: number | undefined; via: 'embedded' | 'dynamic' };

/** The vertex the run is at, looked up in its questionnaire. */
interface Here {
  run: RunIndex;
  position: number;
  value: VertexValue;
  definition: AnyVertexKindDefinition;
}

/** Whether a condition is about the vertex's outcome; `question` conditions are not (the runner does not test them). */
function isOutcomeCondition(condition: Condition): boolean {
  return condition.action !== 'question';
}

/**
 * The edge leaving a vertex that the run follows: the first (in document order) whose condition is `outcome` of
 * `action` (its exact value first, else ignoring case), else the first without an outcome condition, else, when no
 * outcome is asked for, the first of all. Undefined when there is none.
 */
function findEdge(run: RunIndex, position: number, action: string | undefined, outcome: string | undefined) {
  const { index } = run;
  let exact = -1;
  let caseless = -1;
  let unconditioned = -1;
  let any = -1;
  const folded = outcome?.toLowerCase();
  for (let k = index.outStart[position] as number; k < (index.outStart[position + 1] as number); k++) {
    const id = index.outEdgeIds[k] as number;
    if ((index.edgeTargets[id] as number) < 0) continue;
    const edge = index.edges[id] as Edge;
    if (any < 0) any = id;
    let conditioned = false;
    for (const condition of edge.value) {
      if (!isOutcomeCondition(condition)) continue;
      conditioned = true;
      if (outcome === undefined || condition.action !== action) continue;
      if (condition.value === outcome && exact < 0) exact = id;
      else if (condition.value.toLowerCase() === folded && caseless < 0) caseless = id;
    }
    if (exact >= 0) break;
    if (!conditioned && unconditioned < 0) unconditioned = id;
  }
  const found =
    exact >= 0
      ? exact
      : caseless >= 0
        ? caseless
        : unconditioned >= 0
          ? unconditioned
          : outcome === undefined
            ? any
            : -1;
  return found < 0 ? undefined : (index.edges[found] as Edge);
}

/**
 * One step of a run: the state it works on (a copy of the one given), the effects it adds, and the moves still to
 * make. The vertex kinds' run behaviours act on it through `RunStep`; it drives them and moves the run along edges,
 * into and out of sub-questionnaires, without recursion.
 */
export class RunSession implements RunStep {
  readonly effects: RunEffect[] = [];
  readonly state: RunState;
  private pending: Move | undefined;
  private readonly maxSteps: number;

  constructor(
    private readonly prepared: Questionnaire,
    state: RunState,
    readonly context: RunContext,
  ) {
    this.state = {
      version: state.version,
      language: state.language,
      steps: state.steps,
      frames: state.frames.map((frame) => ({ questionnaire: frame.questionnaire, vertex: frame.vertex })),
      wait: { ...state.wait },
    };
    this.maxSteps = context.maxSteps ?? DEFAULT_MAX_STEPS;
  }

  // What the run behaviours read.

  get vertex(): string {
    return this.frame().vertex;
  }

  get language(): QuestionnaireLanguage {
    const questionnaire = this.findQuestionnaire(this.frame().questionnaire);
    if (questionnaire === undefined || questionnaire.is_multiple_languages) return this.state.language;
    return questionnaire.language;
  }

  readonly hintName = (hint: string, language: QuestionnaireLanguage): string | undefined => {
    const names = this.context.hintNames;
    const found = names !== undefined && Object.hasOwn(names, hint) ? names[hint] : undefined;
    return found !== undefined && Object.hasOwn(found, language) ? found[language] : undefined;
  };

  // What the run behaviours do.

  say(text: string | undefined, field: SpokenField): boolean {
    if (text === undefined || text.trim() === '') return false;
    const filled = fillParameters(text, this.context.parameters);
    const effect: RunEffect = { type: 'say', ...this.at(), field, text: cutSpokenText(filled.text) };
    if (filled.missing.length > 0) effect.missingParameters = filled.missing;
    this.effects.push(effect);
    return true;
  }

  play(url: string | undefined, tempUrl: string | undefined, transcription: string | undefined): boolean {
    const address = url?.trim() || tempUrl?.trim();
    if (address === undefined || address === '') return false;
    const effect: RunEffect = { type: 'play', ...this.at(), url: address };
    if (tempUrl?.trim() && tempUrl.trim() !== address) effect.tempUrl = tempUrl.trim();
    if (transcription?.trim()) effect.transcription = transcription;
    this.effects.push(effect);
    return true;
  }

  listen(options: readonly string[], words: readonly string[], buttons: readonly string[]): void {
    if (this.state.wait.for !== 'answer') {
      this.effects.push({ type: 'buttons', ...this.at(), options: [...buttons] });
      this.state.wait = { for: 'answer', unrecognised: 0, silences: 0 };
    }
    this.effects.push({ type: 'listen', ...this.at(), options: [...options], words: [...words] });
  }

  awaitPlayed(outcome?: string): void {
    this.state.wait = outcome === undefined ? { for: 'played' } : { for: 'played', outcome };
  }

  transfer(phone: string, source: TransferSource): void {
    this.effects.push({ type: 'transfer', ...this.at(), phone, source });
    this.state.wait = { for: 'transfer' };
  }

  answer(name: string, value: string, input: AnswerInput): void {
    this.effects.push({ type: 'answer', ...this.at(), name, value, input });
    if (this.state.wait.for === 'answer') {
      this.effects.push({ type: 'buttons', ...this.at(), options: [] });
      this.state.wait = { for: 'played' };
    }
  }

  leave(outcome?: string): void {
    this.pending = { to: 'leave', outcome };
  }

  enterSubQuestionnaire(id: number | undefined, via: 'embedded' | 'dynamic'): void {
    this.pending = { to: 'enter', id, via };
  }

  end(reason: RunEndReason, error?: RunError): void {
    if (this.state.wait.for === 'nothing') return;
    const effect: RunEffect = { type: 'end', ...this.at(), reason };
    if (error !== undefined) effect.error = error;
    this.effects.push(effect);
    this.state.wait = error === undefined ? { for: 'nothing', reason } : { for: 'nothing', reason, error };
    this.pending = undefined;
  }

  // Driving the run.

  /** Arrives at the starting vertex of the questionnaire of the outermost frame. */
  begin(): void {
    this.arriveAtStart();
    this.drain();
  }

  /** Acts on one input, as far as the run can go before it needs another. */
  handle(input: RunInput): void {
    if (this.state.wait.for === 'nothing') return;
    switch (input.type) {
      case 'hangup':
        this.end('hangup');
        break;
      case 'operator':
        if (input.command === 'feedback') this.say(input.text, 'feedback');
        else if (input.command === 'alternative') this.switchToAlternative();
        else this.navigate(input.option);
        break;
      case 'played':
        if (this.state.wait.for === 'played') this.leave(this.state.wait.outcome);
        break;
      case 'transfer': {
        const here = this.state.wait.for === 'transfer' ? this.lookUp() : undefined;
        here?.definition.run.transferring?.transferred(here.value, input.result, this);
        break;
      }
      case 'utterance':
        this.hear({ input: 'speech', text: input.text });
        break;
      case 'keypad':
        this.hear({ input: 'keypad', digits: input.digits });
        break;
      case 'no-input':
        this.silence();
        break;
    }
    this.drain();
  }

  private hear(answer: HeardAnswer): void {
    const wait = this.state.wait;
    if (wait.for !== 'answer') return;
    const here = this.lookUp();
    const listening = here?.definition.run.listening;
    if (here === undefined || listening === undefined) return;
    if (listening.hear(here.value, answer, this)) return;
    const attempt = wait.unrecognised + 1;
    wait.unrecognised = attempt;
    const text = answer.input === 'speech' ? answer.text : answer.digits;
    this.effects.push({ type: 'unknown', ...this.at(), input: answer.input, text, attempt });
    if (attempt >= ATTEMPTS) listening.giveUp(here.value, answer, this);
    else listening.reprompt(here.value, this);
  }

  private silence(): void {
    const wait = this.state.wait;
    if (wait.for !== 'answer') return;
    const here = this.lookUp();
    const listening = here?.definition.run.listening;
    if (here === undefined || listening === undefined) return;
    wait.silences += 1;
    if (wait.silences >= ATTEMPTS) this.end('no-input');
    else listening.prompt(here.value, this);
  }

  /** An operator's choice of an option of the question being asked, by its name as the buttons list it. */
  private navigate(option: string): void {
    if (this.state.wait.for !== 'answer') return;
    const here = this.lookUp();
    const listening = here?.definition.run.listening;
    if (here === undefined || listening === undefined) return;
    const wanted = option.trim().toLowerCase();
    const chosen = listening.options(here.value).find((candidate) => candidate.toLowerCase() === wanted);
    if (chosen !== undefined) listening.choose(here.value, chosen, this);
  }

  /**
   * Switches the run to the alternative of the questionnaire it started in (its shadow, which the context holds) and
   * starts it; nothing happens when there is none, or the run is in it already.
   */
  private switchToAlternative(): void {
    const id = this.prepared.shadow_questionnaire_id;
    if (this.state.frames[0]?.questionnaire !== null || id === 0 || this.findQuestionnaire(id) === undefined) return;
    if (this.state.wait.for === 'answer') this.effects.push({ type: 'buttons', ...this.at(), options: [] });
    this.effects.push({ type: 'enter', ...this.at(), via: 'alternative', entered: id });
    this.state.frames = [{ questionnaire: id, vertex: '' }];
    this.arriveAtStart();
  }

  private drain(): void {
    while (this.pending !== undefined && this.state.wait.for !== 'nothing') {
      const move = this.pending;
      this.pending = undefined;
      if (move.to === 'leave') this.depart(move.outcome);
      else if (move.to === 'arrive') this.arrive(move.vertex, move.edge);
      else this.enter(move.id, move.via);
    }
  }

  private arrive(vertex: string, edge: EdgeKey | undefined): void {
    if (this.state.steps >= this.maxSteps) {
      this.end('max-steps');
      return;
    }
    this.state.steps += 1;
    this.frame().vertex = vertex;
    const here = this.lookUp();
    if (here === undefined) return;
    const visit: RunEffect = { type: 'visit', ...this.at(), kind: here.definition.kind };
    if (edge !== undefined) visit.edge = { v: edge.v, w: edge.w, name: edge.name };
    this.effects.push(visit);
    // Until the behaviour says otherwise, the run waits for what the vertex said or played, then moves on.
    this.state.wait = { for: 'played' };
    here.definition.run.arrive(here.value, this);
  }

  /** Moves on from the vertex the run is at, or completes its questionnaire. */
  private depart(outcome: string | undefined): void {
    const here = this.lookUp();
    if (here === undefined) return;
    const { run, position, value, definition } = here;
    if (run.complete.has(this.vertex)) {
      this.complete();
      return;
    }
    const edge = findEdge(run, position, definition.edges.spec(value)?.action, outcome);
    if (edge !== undefined) this.pending = { to: 'arrive', vertex: edge.w, edge };
    // A frame needs no complete vertex, and a path may stop where the kind allows it (a sub-questionnaire ran there).
    else if (definition.ending.mayEndPath || run.complete.size === 0) this.complete();
    else this.end('error', 'dead-end');
  }

  /** Completes the innermost questionnaire: the run ends, or goes on after the vertex that entered it. */
  private complete(): void {
    const frames = this.state.frames;
    if (frames.length === 1) {
      this.end('completed');
      return;
    }
    const left = frames.pop() as RunFrame;
    this.effects.push({ type: 'exit', ...this.at(), left: this.getQuestionnaireId(left.questionnaire) });
    this.pending = { to: 'leave', outcome: undefined };
  }

  private enter(id: number | undefined, via: 'embedded' | 'dynamic'): void {
    if (id === undefined || this.findQuestionnaire(id) === undefined) {
      this.end('error', 'missing-sub-questionnaire');
      return;
    }
    this.effects.push({ type: 'enter', ...this.at(), via, entered: id });
    this.state.frames.push({ questionnaire: id, vertex: '' });
    this.arriveAtStart();
  }

  /** Sets the run to arrive at the start of the innermost frame's questionnaire, or ends it when there is none. */
  private arriveAtStart(): void {
    const questionnaire = this.findQuestionnaire(this.frame().questionnaire);
    const start = questionnaire?.starting_node;
    if (
      questionnaire === undefined ||
      start === undefined ||
      getVertexPosition(indexForRun(questionnaire).index, start) < 0
    ) {
      this.end('error', 'missing-start');
      return;
    }
    this.pending = { to: 'arrive', vertex: start, edge: undefined };
  }

  // Lookups.

  private frame(): RunFrame {
    return this.state.frames[this.state.frames.length - 1] as RunFrame;
  }

  /** The questionnaire of a frame: the one given for null, else the context's of that id. */
  private findQuestionnaire(id: number | null): Questionnaire | undefined {
    if (id === null) return this.prepared;
    const all = this.context.questionnaires;
    const key = String(id);
    return all !== undefined && Object.hasOwn(all, key) ? all[key] : undefined;
  }

  private getQuestionnaireId(id: number | null): number {
    return id ?? this.prepared.id;
  }

  /** Where an effect happens: the vertex the run is at, in its questionnaire. */
  private at(): { questionnaireId: number; vertex: string } {
    const frame = this.frame();
    return { questionnaireId: this.getQuestionnaireId(frame.questionnaire), vertex: frame.vertex };
  }

  /** The vertex the run is at; when it is not there (the questionnaire changed under the state), the run ends. */
  private lookUp(): Here | undefined {
    const frame = this.frame();
    const questionnaire = this.findQuestionnaire(frame.questionnaire);
    if (questionnaire === undefined) {
      this.end('error', 'missing-sub-questionnaire');
      return undefined;
    }
    const run = indexForRun(questionnaire);
    const position = getVertexPosition(run.index, frame.vertex);
    if (position < 0) {
      this.end('error', 'missing-vertex');
      return undefined;
    }
    const value = getVertexValueAt(run.index, position);
    return { run, position, value, definition: getVertexKindDefinition(value) };
  }
}

/** The state a run starts with, before it arrives at the start. */
export function createStartState(prepared: Questionnaire, context: RunContext): RunState {
  const language =
    prepared.is_multiple_languages && context.language !== undefined ? context.language : prepared.language;
  const wait: RunWait = { for: 'played' };
  return { version: 1, language, steps: 0, frames: [{ questionnaire: null, vertex: '' }], wait };
}
