import { z } from 'zod';
import { botCallAnswerSchema, botCallStatusSchema } from './botCall.ts';
import { idSchema } from './id.ts';
import { transcriptMessageSchema } from './transcription.ts';

/** One vertex the dry run's bot arrived at, in order. */
export const dryRunPathStepSchema = z.looseObject({
  questionnaire_id: idSchema,
  vertex: z.string(),
  at_ms: z.number(),
});

/** Where a dry run stands: the bot call's status, its transcript so far and, once it ended, its outcome. */
export const dryRunStateSchema = z.looseObject({
  call_id: idSchema,
  patient_id: idSchema,
  status: botCallStatusSchema,
  end_reason: z.string().nullable(),
  transcript: z.array(transcriptMessageSchema),
  answers: z.array(botCallAnswerSchema),
  path: z.array(dryRunPathStepSchema),
  /** A signed link to the call's recording once it is stored (after the call ended), else null. */
  recording_url: z.string().nullable(),
});
export type DryRunState = z.infer<typeof dryRunStateSchema>;

export type DryRunPathStep = z.infer<typeof dryRunPathStepSchema>;
