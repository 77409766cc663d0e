import type { QuestionnaireLanguage } from '../questionnaire.ts';
import type { HintName } from '../vertices/ask/classify/classifyMultiBranch.ts';
import type { RunContext } from './runContext.ts';
import type { RunEffect, RunEndReason, RunError } from './runEffect.ts';

/** The field a spoken text comes from (`say` effects). */
export type SpokenField = Extract<RunEffect, { type: 'say' }>['field'];
/** How an answer arrived (`answer` effects). */
export type AnswerInput = Extract<RunEffect, { type: 'answer' }>['input'];
/** Where a transfer's number came from. */
export type TransferSource = Extract<RunEffect, { type: 'transfer' }>['source'];

/**
 * What a vertex kind's run behaviour may do while the run is at one of its vertices: the runner's side of one step.
 * Each call adds effects or decides what the run waits for; moving on (`leave`, `enterSubQuestionnaire`) happens
 * once the behaviour has returned, so a chain of vertices never deepens the stack.
 */
export interface RunStep {
  /** The language answers are understood in here: the questionnaire's, or the client's in a multi-language one. */
  readonly language: QuestionnaireLanguage;
  readonly context: RunContext;
  /** The name of the vertex the run is at. */
  readonly vertex: string;
  /** A multi_branch hint's name in a language, from the context. */
  readonly hintName: HintName;
  /** Says a text, `{parameters}` filled in and cut at 470 characters; false, saying nothing, when it is blank. */
  say(text: string | undefined, field: SpokenField): boolean;
  /** Plays a recording; false, playing nothing, when it has no address. */
  play(url: string | undefined, tempUrl: string | undefined, transcription: string | undefined): boolean;
  /**
   * Listens for an answer: the options valid now and the recogniser's words. Arriving at the vertex, it first shows
   * the operator's buttons (the options an operator may navigate to).
   */
  listen(options: readonly string[], words: readonly string[], buttons: readonly string[]): void;
  /** Waits until what was said or played has been played, then follows the edge of `outcome`. */
  awaitPlayed(outcome?: string): void;
  /** Transfers the call and waits for the result. */
  transfer(phone: string, source: TransferSource): void;
  /** Records an answer under a name; the operator's buttons are hidden when the run was listening. */
  answer(name: string, value: string, input: AnswerInput): void;
  /**
   * Moves on along the edge whose condition is `outcome` (of the vertex's condition action), else an edge without
   * one; a complete vertex completes its questionnaire instead.
   */
  leave(outcome?: string): void;
  /** Enters the context's questionnaire of this id at its start; an id the context does not have ends the run. */
  enterSubQuestionnaire(id: number | undefined, via: 'embedded' | 'dynamic'): void;
  end(reason: RunEndReason, error?: RunError): void;
}
