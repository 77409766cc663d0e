import { z } from 'zod';

/** Who said a transcript line: the client, or the caller (operator or bot). */
export const transcriptSpeakerSchema = z.enum(['PATIENT', 'CALLER']);
export type TranscriptSpeaker = z.infer<typeof transcriptSpeakerSchema>;

/** One line of a transcript; `message` is markdown and may be empty. */
export const transcriptMessageSchema = z.looseObject({
  id: z.string().min(1),
  from: transcriptSpeakerSchema,
  message: z.string(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

/** A call's transcript (part 1 §3 "Transcription"). */
export const transcriptionSchema = z.looseObject({
  transcriptionContent: z.array(transcriptMessageSchema),
  /** The caller's name; shown to super admins only. */
  user_name: z.string().nullable(),
  date: z.string(),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** A category the transcript modal can highlight, with the phrases that belong to it. */
export const transcriptCategorySchema = z.looseObject({
  category: z.string(),
  color: z.string(),
  phrases: z.array(z.string()).default([]),
});
export type TranscriptCategory = z.infer<typeof transcriptCategorySchema>;
