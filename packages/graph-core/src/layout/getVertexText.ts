import type { VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';

/** Joins the non-empty parts of a vertex's text, one per line. */
function joinParts(...parts: (string | undefined)[]): string {
  return parts.filter((part): part is string => part !== undefined && part.trim() !== '').join('\n');
}

/**
 * The main text a vertex shows in a diagram, chosen per kind so every renderer (editor, CLI SVG) displays the same
 * words: what is spoken for say, ask and validation vertices, and the identifying fields for the others.
 */
export function getVertexText(value: VertexValue): string {
  if ('say' in value) return value.say.message ?? '';
  if ('ask' in value) return value.ask.question ?? '';
  if ('recording' in value) return joinParts(value.recording.name, value.recording.transcription);
  if ('dynamic' in value) return value.dynamic.type ?? '';
  if ('embedded' in value) return value.embedded.questionnaireName ?? '';
  if ('hot_transfer' in value) {
    const { name, phone, parameter } = value.hot_transfer;
    return joinParts(name, phone ?? (parameter ? `{${parameter}}` : undefined));
  }
  if ('date_of_birth_validation' in value) return value.date_of_birth_validation.requestMessage ?? '';
  if ('zip_code_validation' in value) return value.zip_code_validation.requestMessage ?? '';
  if ('terminate_call' in value) return value.terminate_call.name ?? '';
  return value.placeholder.text ?? PLACEHOLDER_TEXT;
}
