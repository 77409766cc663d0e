import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import {
  getVertexPosition,
  getVertexValue,
  getVertexValueAt,
  type QuestionnaireIndex,
  resolveQuestionnaireIndex,
} from '../questionnaireIndex.ts';
import { isPlaceholderValue } from '../vertexValue.ts';
import { dynamicTypeSchema } from '../vertices/dynamic/schema.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import { getAnswerValue } from './edgeIntents.ts';

/** Why a questionnaire cannot be saved; the codes are also lint rule ids. */
export type SaveIssueCode = 'missing-start' | 'missing-complete' | 'multi-branch-missing-edges';

/** One reason a questionnaire cannot be saved, with the warning the editor shows and a longer explanation. */
export interface SaveIssue {
  code: SaveIssueCode;
  /** The editor's warning: 'missing starting vertex' or 'multi branch missing edges'. */
  message: string;
  /** A sentence for people that says what is wrong. */
  detail: string;
  /** The vertex the issue is about, when there is one. */
  vertex?: string;
}

/** The warning shown when the start or complete vertex is missing (the start/end dialog opens with it). */
export const MISSING_START_MESSAGE = 'missing starting vertex';
/** The warning shown when a multi_branch ask lacks a follow-up for some branch. */
export const MULTI_BRANCH_MISSING_EDGES_MESSAGE = 'multi branch missing edges';
/** The long form of the multi-branch warning. */
export const MULTI_BRANCH_MISSING_EDGES_DETAIL =
  'the questionnaire cannot be saved because one or more multi branches are missing a follow-up node';

type Document = Pick<
  Questionnaire,
  'starting_node' | 'complete_node' | 'isSubQuestionnaire' | 'type' | 'nodes' | 'edges'
>;

/** Whether a named vertex exists and is not a placeholder: what counts as a vertex once the document is prepared. */
function isSavedVertex(index: QuestionnaireIndex, v: string): boolean {
  const value = getVertexValue(index, v);
  return value !== undefined && !isPlaceholderValue(value);
}

/** The starting vertex must exist and not be a placeholder. */
export function checkStartingVertex(questionnaire: Document, index: QuestionnaireIndex): SaveIssue[] {
  const start = questionnaire.starting_node;
  if (start !== undefined && start !== '' && isSavedVertex(index, start)) return [];
  const exists = start !== undefined && getVertexPosition(index, start) >= 0;
  const detail =
    start === undefined || start === ''
      ? 'the questionnaire has no starting vertex'
      : exists
        ? `the starting vertex "${start}" is a placeholder`
        : `the starting vertex "${start}" does not exist`;
  const issue: SaveIssue = { code: 'missing-start', message: MISSING_START_MESSAGE, detail };
  if (start !== undefined && exists) issue.vertex = start;
  return [issue];
}

/** Whether the document is a sub-questionnaire: flagged as one, or typed with a dynamic type. */
function isSubQuestionnaire(questionnaire: Document): boolean {
  return (
    questionnaire.isSubQuestionnaire || (dynamicTypeSchema.options as readonly string[]).includes(questionnaire.type)
  );
}

/**
 * At least one complete vertex must exist, unless the graph holds a vertex that enters a sub-questionnaire (dynamic,
 * embedded: a frame ends in its sub-questionnaires); a sub-questionnaire always needs one.
 */
export function checkCompleteVertex(questionnaire: Document, index: QuestionnaireIndex): SaveIssue[] {
  if (questionnaire.complete_node.some((v) => isSavedVertex(index, v))) return [];
  if (!isSubQuestionnaire(questionnaire)) {
    for (const { value } of index.nodes) if (getVertexKindDefinition(value).ending.entersSubQuestionnaire) return [];
  }
  const detail = isSubQuestionnaire(questionnaire)
    ? 'a sub-questionnaire needs at least one existing complete vertex'
    : 'the questionnaire needs at least one existing complete vertex';
  return [{ code: 'missing-complete', message: MISSING_START_MESSAGE, detail }];
}

/** What a caller that has read every vertex already knows, so that the vertex values need not be read again. */
export interface KnownVertices {
  /**
   * The positions of the vertices each option of which needs a follow-up (`edges.needsEdgePerOption`: the
   * multi_branch asks), in document order.
   */
  edgePerOption: readonly number[];
  /** 1 at the position of each placeholder. */
  isPlaceholder: Uint8Array;
  /** The options of such a vertex (a multi_branch ask's branch answers, `getAskOptions`), in order. */
  getBranchAnswers: (position: number) => readonly string[];
  /**
   * By edge position, 1 + the index among its source's branch answers of the value of the edge's first `answer`
   * condition, 0 when it has none or the value is no branch's: when known, the edges need not be read again.
   */
  answerBranches?: Int32Array;
}

/** The same facts, read from the vertex values. */
function readKnownVertices(index: QuestionnaireIndex): KnownVertices {
  const edgePerOption: number[] = [];
  const isPlaceholder = new Uint8Array(index.nodes.length);
  index.nodes.forEach(({ value }, position) => {
    if (isPlaceholderValue(value)) isPlaceholder[position] = 1;
    if (getVertexKindDefinition(value).edges.needsEdgePerOption(value)) edgePerOption.push(position);
  });
  const getBranchAnswers = (position: number) => {
    const value = getVertexValueAt(index, position);
    return getVertexKindDefinition(value).edges.spec(value)?.options ?? [];
  };
  return { edgePerOption, isPlaceholder, getBranchAnswers };
}

/**
 * Every multi_branch ask needs a follow-up for each branch: as many distinct outgoing answer values, among its
 * branches' answers, as it has branches. Edges to placeholders do not count, since placeholders are not saved.
 * `known`, when the caller already has it (lint does), saves reading the vertex values again.
 */
export function checkMultiBranchEdges(index: QuestionnaireIndex, known = readKnownVertices(index)): SaveIssue[] {
  const issues: SaveIssue[] = [];
  for (let a = 0; a < known.edgePerOption.length; a++) {
    const position = known.edgePerOption[a] as number;
    const answers = known.getBranchAnswers(position);
    if (answers.length === 0) continue;
    const answered = countAnsweredBranches(index, position, answers, known);
    if (answered >= answers.length) continue;
    issues.push({
      code: 'multi-branch-missing-edges',
      message: MULTI_BRANCH_MISSING_EDGES_MESSAGE,
      detail: `only ${answered} of ${answers.length} branches ${answered === 1 ? 'has' : 'have'} a follow-up vertex; ${MULTI_BRANCH_MISSING_EDGES_DETAIL}`,
      vertex: (index.nodes[position] as Vertex).v,
    });
  }
  return issues;
}

/**
 * How many distinct branch answers the edges leaving a multi_branch ask carry, edges to placeholders left out. Two
 * answers are the same exactly when their first branch is, so the branches found are marked as bits of that index (a
 * list past 31 branches) rather than collected in a set for each ask.
 */
function countAnsweredBranches(
  index: QuestionnaireIndex,
  position: number,
  answers: readonly string[],
  known: KnownVertices,
): number {
  const { isPlaceholder, answerBranches } = known;
  let found = 0;
  const many: number[] = [];
  for (let k = index.outStart[position] as number; k < (index.outStart[position + 1] as number); k++) {
    const edge = index.outEdgeIds[k] as number;
    const target = index.edgeTargets[edge] as number;
    if (target < 0 || isPlaceholder[target] === 1) continue;
    let branch: number;
    if (answerBranches === undefined) {
      const answer = getAnswerValue(index.edges[edge] as Edge);
      branch = answer === undefined ? -1 : answers.indexOf(answer);
    } else branch = (answerBranches[edge] as number) - 1;
    if (branch < 0) continue;
    if (branch < 31) found |= 1 << branch;
    else if (!many.includes(branch)) many.push(branch);
  }
  let count = many.length;
  for (; found !== 0; found &= found - 1) count++;
  return count;
}

/**
 * Why a questionnaire cannot be saved, in the order the editor checks: start, complete, multi-branch follow-ups.
 * Placeholders count as absent, so the answer is the same for an edited document and its prepared form. A given
 * index is used when it was built from this document.
 */
export function validateForSave(questionnaire: Document, index?: QuestionnaireIndex): SaveIssue[] {
  const resolved = resolveQuestionnaireIndex(questionnaire, index);
  return [
    ...checkStartingVertex(questionnaire, resolved),
    ...checkCompleteVertex(questionnaire, resolved),
    ...checkMultiBranchEdges(resolved),
  ];
}
