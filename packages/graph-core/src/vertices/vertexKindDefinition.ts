import type { ConditionSpec } from '../conditionOptions.ts';
import type { ChildTemplate, HotTransferTexts } from '../operations/childTemplate.ts';
import type { EdgeIntentRule } from '../prepare/edgeIntents.ts';
import type { ValidateVertexOptions, VertexIssue } from '../rules/vertexIssue.ts';
import type { TransferResult } from '../runner/runInput.ts';
import type { RunStep } from '../runner/runStep.ts';
import type { VertexKind, vertexPayloadSchemas } from '../vertexKind.ts';
import type { VertexValueOf } from '../vertexValue.ts';
import type { HeardAnswer } from './ask/classify/classifyAnswer.ts';
import type { UnknownIntent } from './ask/schema.ts';

/** A spoken text of a vertex by its form field (`message`, `question`, …), for the parameter check. */
export type SpokenText = readonly [field: string, text: string | undefined];

/** The edges that may leave a vertex of a kind, and what their conditions say. */
export interface VertexEdgeRules<K extends VertexKind> {
  /** Whether any edge may leave it (nothing follows terminate_call). */
  readonly allowed: boolean;
  /**
   * What the conditions of edges leaving it may say; undefined when they carry none. A spec that follows from the
   * kind (and an ask's type) alone is one shared object, so a pass over many vertices can tell them apart by identity;
   * treat it as read-only.
   */
  spec(value: VertexValueOf<K>): ConditionSpec | undefined;
  /** Whether every option needs an edge of its own to a saved vertex before the questionnaire may be saved. */
  needsEdgePerOption(value: VertexValueOf<K>): boolean;
}

/** How a call may end at or pass through a vertex of a kind. */
export interface VertexEndingRules {
  /** Whether the call goes on in a sub-questionnaire here; a graph holding one is a frame. */
  readonly entersSubQuestionnaire: boolean;
  /** Whether a path may stop here without the vertex being complete (lint's `dead-end` leaves it alone). */
  readonly mayEndPath: boolean;
}

/** The vertex form's rules for a kind: what `validateVertex` and lint's vertex rules report. */
export interface VertexFormRules<K extends VertexKind> {
  /** Appends the payload's own problems (missing texts and fields, multi_branch rules). */
  collectIssues(value: VertexValueOf<K>, options: ValidateVertexOptions, issues: VertexIssue[]): void;
  /** The spoken texts whose `{parameter}` references must be known keys. */
  spokenTexts(value: VertexValueOf<K>, options: ValidateVertexOptions): readonly SpokenText[];
  /** Parameter keys entered without braces (a hot transfer's `parameter`), by field, normalised; blank ones left out. */
  parameterKeys(value: VertexValueOf<K>): readonly SpokenText[];
}

/** What preparation (questionnaire-format.md, "The prepared form") does with a vertex of a kind. */
export interface VertexPreparation<K extends VertexKind> {
  /** The value as saved: the same object when preparation changes nothing. */
  prepareValue(value: VertexValueOf<K>): VertexValueOf<K>;
  /** How the edges leaving it get their intents; undefined when they carry none. */
  edgeIntentRule(value: VertexValueOf<K>): EdgeIntentRule | undefined;
  /** The fallback intent written on it; undefined when it gets none. */
  unknownIntent(value: VertexValueOf<K>): UnknownIntent | undefined;
}

/** How a vertex of a kind that asks for something listens for the answer (asks, validations). */
export interface VertexListening<K extends VertexKind> {
  /** Says what is asked again, after a silence, and listens. */
  prompt(value: VertexValueOf<K>, step: RunStep): void;
  /** Acts on an answer and returns true, or returns false, doing nothing, when it was not understood. */
  hear(value: VertexValueOf<K>, answer: HeardAnswer, step: RunStep): boolean;
  /** Says the answer was not understood and listens again (the first and second time in a row). */
  reprompt(value: VertexValueOf<K>, step: RunStep): void;
  /** Acts on the third answer in a row that was not understood. */
  giveUp(value: VertexValueOf<K>, answer: HeardAnswer, step: RunStep): void;
  /** The options an operator may navigate to (the action buttons). */
  options(value: VertexValueOf<K>): readonly string[];
  /** Acts on one of `options` an operator chose. */
  choose(value: VertexValueOf<K>, option: string, step: RunStep): void;
}

/** What a vertex of a kind that transfers the call does with the transfer's result. */
export interface VertexTransferring<K extends VertexKind> {
  transferred(value: VertexValueOf<K>, result: TransferResult, step: RunStep): void;
}

/** How the runner performs a vertex of a kind (`@carecall/graph-core/runner`). */
export interface VertexRunBehaviour<K extends VertexKind> {
  /** Performs the vertex when the run arrives at it: speaks, plays, listens, transfers, enters, moves on or ends. */
  arrive(value: VertexValueOf<K>, step: RunStep): void;
  /** How it listens for an answer; undefined for a kind that never does. */
  readonly listening: VertexListening<K> | undefined;
  /** What a transfer's result does; undefined for a kind that never transfers. */
  readonly transferring: VertexTransferring<K> | undefined;
}

/**
 * Everything graph-core knows about one vertex kind, in one place: its schema, its edges and their options, how a
 * call ends around it, the children the editor creates after it, its form and lint rules, its text for diagrams and
 * search, its preparation, and how the runner performs it. `VERTEX_KIND_DEFINITIONS` holds one per kind, so a new kind does not compile until
 * each of these is written.
 */
export interface VertexKindDefinition<K extends VertexKind> {
  /** The kind key its vertex values carry. */
  readonly kind: K;
  /** What its payload holds. */
  readonly payloadSchema: (typeof vertexPayloadSchemas)[K];
  readonly edges: VertexEdgeRules<K>;
  readonly ending: VertexEndingRules;
  /** The vertices `addVertex` (and a placeholder becoming this kind) creates after it, with their edges' conditions. */
  getChildTemplates(value: VertexValueOf<K>, hotTransfer?: HotTransferTexts): ChildTemplate[];
  readonly form: VertexFormRules<K>;
  /** The main text a diagram shows for it and the editor's search matches; empty when the field is missing. */
  getText(value: VertexValueOf<K>): string;
  readonly prepare: VertexPreparation<K>;
  readonly run: VertexRunBehaviour<K>;
}
