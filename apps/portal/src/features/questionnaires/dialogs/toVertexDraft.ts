import { normalizeParameterKey, type VertexDraft } from '@carecall/graph-core';
import type { VertexFormValues } from './createVertexFormValues.ts';

/** Sets a text field, or removes it when it is blank, so an untouched field is absent rather than empty. */
function put(payload: Record<string, unknown>, key: string, value: string): void {
  if (value.trim() === '') delete payload[key];
  else payload[key] = value;
}

/**
 * The vertex draft the form stands for, built on the edited vertex's original payload so fields the form does not
 * show survive: the phone trimmed, the hot transfer parameter without braces. Null while no kind is
 * chosen.
 */
export function toVertexDraft(values: VertexFormValues): VertexDraft | null {
  const { kind } = values;
  if (kind === null) return null;
  const payload: Record<string, unknown> = { ...values.payload };
  if (kind !== 'say' && kind !== 'dynamic' && kind !== 'embedded') put(payload, 'name', values.name.trim());
  switch (kind) {
    case 'say':
      put(payload, 'message', values.message);
      return { kind, payload };
    case 'ask': {
      put(payload, 'question', values.question);
      put(payload, 'unknownText', values.unknownText);
      delete payload.type;
      delete payload.hintGroup;
      delete payload.multiBranchAnswers;
      if (values.askType !== 'open') payload.type = values.askType;
      if (values.askType === 'multi_branch') {
        put(payload, 'hintGroup', values.hintGroup);
        payload.multiBranchAnswers = values.branches.map((branch) => ({ ...branch, hints: [...branch.hints] }));
      }
      return { kind, payload };
    }
    case 'recording':
      put(payload, 'transcription', values.transcription);
      put(payload, 'url', values.url);
      put(payload, 'tempUrl', values.tempUrl);
      return { kind, payload };
    case 'dynamic':
      delete payload.type;
      if (values.dynamicType !== null) payload.type = values.dynamicType;
      return { kind, payload };
    case 'embedded':
      delete payload.questionnaireId;
      delete payload.questionnaireName;
      if (values.questionnaireId !== null) {
        payload.questionnaireId = values.questionnaireId;
        payload.questionnaireName = values.questionnaireName;
      }
      return { kind, payload };
    case 'hot_transfer':
      put(payload, 'phone', values.phone.trim());
      put(payload, 'parameter', normalizeParameterKey(values.parameter));
      return { kind, payload };
    case 'date_of_birth_validation':
    case 'zip_code_validation':
      put(payload, 'requestMessage', values.requestMessage);
      put(payload, 'waitMessage', values.waitMessage);
      return { kind, payload };
    default:
      return { kind, payload };
  }
}
