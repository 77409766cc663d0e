import { dynamicTypeSchema, type Questionnaire, questionnaireLanguageSchema } from '@carecall/graph-core';
import type { RunContext } from '@carecall/graph-core/runner';
import { z } from 'zod';

const isoDate = z.iso.date();

/**
 * The `--context` file: the client's parameters (the values of `{key}` references), the patient's birth date and
 * zip code (what validation vertices compare with), the id of the client's sub-questionnaire of each dynamic type,
 * and optionally the client's language and the number a hot transfer falls back to.
 */
export const simulationContextFileSchema = z.strictObject({
  params: z.record(z.string(), z.string()).optional(),
  patient: z
    .strictObject({
      birth_date: isoDate.optional(),
      zip_code: z.string().optional(),
    })
    .optional(),
  dynamic: z.partialRecord(dynamicTypeSchema, z.number().int()).optional(),
  language: questionnaireLanguageSchema.optional(),
  default_transfer_phone: z.string().optional(),
});
export type SimulationContextFile = z.infer<typeof simulationContextFileSchema>;

/** The runner's context for a context file and the library's prepared questionnaires (by id). */
export function toRunContext(
  file: SimulationContextFile,
  questionnaires: ReadonlyMap<number, Questionnaire>,
): RunContext {
  const context: RunContext = { questionnaires: Object.fromEntries(questionnaires) };
  if (file.params) context.parameters = file.params;
  if (file.patient) {
    context.client = {};
    if (file.patient.birth_date !== undefined) context.client.birthDate = file.patient.birth_date;
    if (file.patient.zip_code !== undefined) context.client.zipCode = file.patient.zip_code;
  }
  if (file.dynamic) context.dynamic = file.dynamic;
  if (file.language) context.language = file.language;
  if (file.default_transfer_phone !== undefined) context.defaultTransferPhone = file.default_transfer_phone;
  return context;
}
