import { getSpokenTexts } from '@carecall/graph-core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { loadVisibleQuestionnaire } from '../questionnaires/loadVisibleQuestionnaire.ts';

/** The spoken texts of a vertex, by the names the speech answers use, and the language to speak them in. */
export interface VertexTexts {
  language: string;
  texts: { question?: string; unknownText?: string; requestMessage?: string; waitMessage?: string };
}

/** The name the speech answers give each spoken field of a vertex: a say's message is spoken as its question. */
const SPEECH_TEXT_NAMES: Readonly<Record<string, keyof VertexTexts['texts']>> = {
  message: 'question',
  question: 'question',
  unknownText: 'unknownText',
  requestMessage: 'requestMessage',
  waitMessage: 'waitMessage',
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\s*([^{}\s]+)\s*\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Finds the texts a vertex speaks — an ask's question and unknown text, a say's message (as `question`), a
 * validation's request and wait messages — in a questionnaire the organization may read (404 otherwise). With a
 * client of the organization, their `{first_name}`, `{last_name}` and `{clinic_name}` are filled in; other
 * parameters stay as written.
 */
export async function resolveVertexTexts(
  db: Db,
  options: { questionnaireId: number; vertex: string; patientId?: number | undefined; organizationId: number },
): Promise<VertexTexts> {
  const questionnaire = await loadVisibleQuestionnaire(db, options.questionnaireId, options.organizationId);
  const node = questionnaire.document.nodes.find((candidate) => candidate.v === options.vertex);
  if (!node) {
    throw new HttpError(404, 'VERTEX_NOT_FOUND', `Questionnaire ${questionnaire.id} has no vertex ${options.vertex}`);
  }
  let values: Record<string, string> = {};
  if (options.patientId !== undefined) {
    const [patient] = await db
      .select({ firstName: patients.firstName, lastName: patients.lastName, clinicName: patients.clinicName })
      .from(patients)
      .where(and(eq(patients.id, options.patientId), eq(patients.organizationId, options.organizationId)));
    if (!patient) throw new HttpError(404, 'PATIENT_NOT_FOUND', `Client ${options.patientId} was not found`);
    values = { first_name: patient.firstName, last_name: patient.lastName };
    if (patient.clinicName) values.clinic_name = patient.clinicName;
  }
  const texts: VertexTexts['texts'] = {};
  const set = (name: keyof VertexTexts['texts'], text: string | undefined) => {
    if (text?.trim()) texts[name] = fill(text, values);
  };
  // The vertex's kind says which of its texts are spoken (graph-core's `getSpokenTexts`).
  for (const [field, text] of getSpokenTexts(node.value)) {
    const name = Object.hasOwn(SPEECH_TEXT_NAMES, field) ? SPEECH_TEXT_NAMES[field] : undefined;
    if (name !== undefined) set(name, text);
  }
  if (Object.keys(texts).length === 0) {
    throw new HttpError(400, 'VERTEX_HAS_NO_TEXT', `Vertex ${options.vertex} has nothing to speak`);
  }
  return { language: questionnaire.language, texts };
}
