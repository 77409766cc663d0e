import { z } from 'zod';
import { questionnaireLanguageSchema } from '../questionnaire.ts';
import { runEndReasonSchema, runErrorSchema } from './runEffect.ts';

/** The version of the state's shape; `resume` ends a run whose state has another one with error `invalid-state`. */
export const RUN_STATE_VERSION = 1;

/**
 * One questionnaire the run is in: `questionnaire` null for the one given to `start` and `resume`, else the id of a
 * questionnaire of the context (a sub-questionnaire, or the alternative), and the vertex the run is at in it.
 */
export const runFrameSchema = z.strictObject({
  questionnaire: z.number().int().nullable(),
  vertex: z.string(),
});

/** What the run waits for at its vertex. */
export const runWaitSchema = z.discriminatedUnion('for', [
  /** The end of what was said or played; then the run follows the edge of `outcome` (or the unconditioned one). */
  z.strictObject({ for: z.literal('played'), outcome: z.string().optional() }),
  /** An answer; how many answers in a row were not understood and how many silences there were. */
  z.strictObject({
    for: z.literal('answer'),
    unrecognised: z.number().int().nonnegative(),
    silences: z.number().int().nonnegative(),
  }),
  /** A transfer's result. */
  z.strictObject({ for: z.literal('transfer') }),
  /** Nothing: the run has ended. */
  z.strictObject({ for: z.literal('nothing'), reason: runEndReasonSchema, error: runErrorSchema.optional() }),
]);

/**
 * Everything a run remembers between two steps, as plain JSON: the host saves it after every step and may resume it
 * in another process. Its size does not grow with the questionnaire's.
 */
export const runStateSchema = z.strictObject({
  version: z.literal(RUN_STATE_VERSION),
  /** The client's language, or the questionnaire's: what a multi-language questionnaire understands answers in. */
  language: questionnaireLanguageSchema,
  /** Vertices arrived at so far, the start included. */
  steps: z.number().int().nonnegative(),
  /** The questionnaires the run is in, outermost first: a sub-questionnaire sits above the one that entered it. */
  frames: z.array(runFrameSchema).min(1),
  wait: runWaitSchema,
});
export type RunState = z.infer<typeof runStateSchema>;
export type RunFrame = z.infer<typeof runFrameSchema>;
export type RunWait = z.infer<typeof runWaitSchema>;
