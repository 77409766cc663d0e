import {
  type AskType,
  type DynamicType,
  getHotTransferTexts,
  getVertexKind,
  getVertexPayload,
  type MultiBranchAnswer,
  type Questionnaire,
  type VertexDialogMode,
  type VertexKind,
} from '@carecall/graph-core';

/** The kinds the dialog can create: every kind but the placeholder, which only the editor makes. */
export type DialogVertexKind = Exclude<VertexKind, 'placeholder'>;

/** The ask type select's value: a fixed type, or `open` for an open-ended ask (no type). */
export type AskTypeChoice = AskType | 'open';

/**
 * Every field of the vertex form, flat, so switching the kind in add and dirty modes keeps what was typed. `payload`
 * is the edited vertex's original payload: fields the form does not show travel back unchanged.
 */
export interface VertexFormValues {
  kind: DialogVertexKind | null;
  payload: Record<string, unknown>;
  name: string;
  message: string;
  question: string;
  askType: AskTypeChoice;
  hintGroup: string;
  branches: MultiBranchAnswer[];
  unknownText: string;
  transcription: string;
  url: string;
  tempUrl: string;
  dynamicType: DynamicType | null;
  questionnaireId: number | null;
  questionnaireName: string;
  phone: string;
  parameter: string;
  connectedText: string;
  notConnectedText: string;
  requestMessage: string;
  waitMessage: string;
  tags: number[];
  /** Add mode: the vertex the new one follows, and the condition of that edge. */
  fromVertex: string | null;
  fromCondition: string | null;
}

/** The empty form of add mode, and the start of every other mode. */
export const EMPTY_VERTEX_FORM: VertexFormValues = {
  kind: null,
  payload: {},
  name: '',
  message: '',
  question: '',
  askType: 'open',
  hintGroup: '',
  branches: [{ hints: [] }],
  unknownText: '',
  transcription: '',
  url: '',
  tempUrl: '',
  dynamicType: null,
  questionnaireId: null,
  questionnaireName: '',
  phone: '',
  parameter: '',
  connectedText: '',
  notConnectedText: '',
  requestMessage: '',
  waitMessage: '',
  tags: [],
  fromVertex: null,
  fromCondition: null,
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The form's starting values: empty in add mode and for a placeholder (dirty mode, any kind may be picked), the
 * vertex's own fields in edit mode, with a hot transfer's two outcome texts read from the says it leads to.
 */
export function createVertexFormValues(
  questionnaire: Questionnaire,
  mode: VertexDialogMode,
  vertex: string | undefined,
): VertexFormValues {
  const node = vertex === undefined ? undefined : questionnaire.nodes.find((candidate) => candidate.v === vertex);
  if (mode === 'add' || node === undefined) return EMPTY_VERTEX_FORM;
  const kind = getVertexKind(node.value);
  const tags = [...(node.value.tagsv2 ?? [])];
  if (kind === 'placeholder') return { ...EMPTY_VERTEX_FORM, tags };
  const payload: Record<string, unknown> = { ...getVertexPayload(node.value, kind) };
  const values: VertexFormValues = { ...EMPTY_VERTEX_FORM, kind, payload, tags, name: text(payload.name) };
  switch (kind) {
    case 'say':
      return { ...values, message: text(payload.message) };
    case 'ask': {
      const ask = 'ask' in node.value ? node.value.ask : {};
      const branches = ask.multiBranchAnswers?.map((branch) => ({ ...branch, hints: [...branch.hints] }));
      return {
        ...values,
        question: ask.question ?? '',
        askType: ask.type ?? 'open',
        hintGroup: ask.hintGroup ?? '',
        branches: branches !== undefined && branches.length > 0 ? branches : EMPTY_VERTEX_FORM.branches,
        unknownText: ask.unknownText ?? '',
      };
    }
    case 'recording':
      return {
        ...values,
        transcription: text(payload.transcription),
        url: text(payload.url),
        tempUrl: text(payload.tempUrl),
      };
    case 'dynamic':
      return { ...values, dynamicType: 'dynamic' in node.value ? (node.value.dynamic.type ?? null) : null };
    case 'embedded':
      return {
        ...values,
        questionnaireId: typeof payload.questionnaireId === 'number' ? payload.questionnaireId : null,
        questionnaireName: text(payload.questionnaireName),
      };
    case 'hot_transfer': {
      const texts = getHotTransferTexts(questionnaire, node.v);
      return {
        ...values,
        phone: text(payload.phone),
        parameter: text(payload.parameter),
        connectedText: texts?.connectedText ?? '',
        notConnectedText: texts?.notConnectedText ?? '',
      };
    }
    case 'date_of_birth_validation':
    case 'zip_code_validation':
      return { ...values, requestMessage: text(payload.requestMessage), waitMessage: text(payload.waitMessage) };
    default:
      return values;
  }
}
