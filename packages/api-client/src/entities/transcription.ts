import { z } from 'zod';

/** Who said a transcript line: the client, or the caller (operator or bot). */
export const transcriptSpeakerSchema = z.enum(['PATIENT', 'CALLER']);
export type TranscriptSpeaker = z.infer<typeof transcriptSpeakerSchema>;

/**
 * One line of a transcript; `message` is markdown and may be empty. `start_ms` and `end_ms` place the line in the
 * call's recording (milliseconds from its start), so the player and the timeline can mark it.
 */
export const transcriptMessageSchema = z
  .looseObject({
    id: z.string().min(1).max(100),
    from: transcriptSpeakerSchema,
    message: z.string().max(10_000),
    start_ms: z.number().int().nonnegative().max(86_400_000),
    end_ms: z.number().int().nonnegative().max(86_400_000),
  })
  .refine((line) => line.end_ms >= line.start_ms, { path: ['end_ms'], message: 'Must not be before start_ms' });
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

/**
 * A call's transcript. It is an editable record: `version` is named by every save, and
 * `previousContent` is the lines before the last save (null before any edit), so an edit can be undone by saving
 * them back.
 */
export const transcriptionSchema = z.looseObject({
  transcriptionContent: z.array(transcriptMessageSchema),
  /** The caller's name; shown to super admins only. */
  user_name: z.string().nullable(),
  date: z.string(),
  version: z.number().int().positive(),
  previousContent: z.array(transcriptMessageSchema).nullable().default(null),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/**
 * Where a category's phrase occurs in a transcript: the line, the character offsets in its `message` (`end`
 * exclusive) and the line's time in the recording, to highlight the words and mark the timeline.
 */
export const transcriptMatchSchema = z.looseObject({
  messageId: z.string(),
  phrase: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  start_ms: z.number().int().nonnegative(),
  end_ms: z.number().int().nonnegative(),
});
export type TranscriptMatch = z.infer<typeof transcriptMatchSchema>;

/** A category the transcript modal can highlight, with the phrases that belong to it and where they occur. */
export const transcriptCategorySchema = z.looseObject({
  category: z.string(),
  color: z.string(),
  phrases: z.array(z.string()).default([]),
  matches: z.array(transcriptMatchSchema).default([]),
});
export type TranscriptCategory = z.infer<typeof transcriptCategorySchema>;
