import { z } from 'zod';
import { VERTEX_KINDS } from '../vertexKind.ts';

/** Why a run ended. */
export const runEndReasonSchema = z.enum([
  /** A complete vertex of the questionnaire the run started in was done. */
  'completed',
  /** A terminate_call vertex was reached. */
  'terminated',
  'hangup',
  /** Three silences in a row at one question. */
  'no-input',
  /** Three answers in a row at one question that were not understood. */
  'no-match',
  /** The step limit was reached: the questionnaire loops. */
  'max-steps',
  /** The questionnaire cannot be run on (see `runErrorSchema`). */
  'error',
]);
export type RunEndReason = z.infer<typeof runEndReasonSchema>;

/** What went wrong when a run ends with reason `error`. */
export const runErrorSchema = z.enum([
  /** The questionnaire (or a sub-questionnaire) has no starting vertex, or it does not exist. */
  'missing-start',
  /** A vertex the run is at does not exist (the questionnaire changed under a saved state). */
  'missing-vertex',
  /** An embedded or dynamic vertex's sub-questionnaire is not in the context. */
  'missing-sub-questionnaire',
  /** A vertex that is not complete has no edge to follow. */
  'dead-end',
  /** The state given to `resume` is not a state of this runner. */
  'invalid-state',
]);
export type RunError = z.infer<typeof runErrorSchema>;

/** Where an effect happens: a vertex of a questionnaire (by id; the root questionnaire's own id too). */
const at = { questionnaireId: z.number().int(), vertex: z.string() };

/** The payload field a spoken text comes from, or `feedback` for an operator's sentence. */
export const spokenFieldSchema = z.enum([
  'message',
  'question',
  'unknownText',
  'requestMessage',
  'waitMessage',
  'feedback',
]);

/** How an answer arrived. */
export const answerInputSchema = z.enum(['speech', 'keypad', 'operator']);

/** One thing the host has to do, or may show, in order. */
export const runEffectSchema = z.discriminatedUnion('type', [
  /** The run arrived at a vertex, along `edge` (none at a questionnaire's start): for simulators and transcripts. */
  z.strictObject({
    type: z.literal('visit'),
    ...at,
    kind: z.enum(VERTEX_KINDS),
    edge: z.strictObject({ v: z.string(), w: z.string(), name: z.string() }).optional(),
  }),
  /** Speak a text: every `{parameter}` filled in, at most 470 characters. `missingParameters` had no value. */
  z.strictObject({
    type: z.literal('say'),
    ...at,
    field: spokenFieldSchema,
    text: z.string(),
    missingParameters: z.array(z.string()).optional(),
  }),
  /** Play a recording: its address, the signed short-lived one when the document has it, and what it says. */
  z.strictObject({
    type: z.literal('play'),
    ...at,
    url: z.string(),
    tempUrl: z.string().optional(),
    transcription: z.string().optional(),
  }),
  /** Listen for an answer: the options valid now (none for a free answer) and the words a recogniser may expect. */
  z.strictObject({ type: z.literal('listen'), ...at, options: z.array(z.string()), words: z.array(z.string()) }),
  /** The action buttons: the options an operator may navigate to now (empty: none). */
  z.strictObject({ type: z.literal('buttons'), ...at, options: z.array(z.string()) }),
  /** Transfer the call to a phone number, taken from the vertex's parameter, its phone, or the default number. */
  z.strictObject({
    type: z.literal('transfer'),
    ...at,
    phone: z.string(),
    source: z.enum(['parameter', 'vertex', 'default']),
  }),
  /** An answer was recorded: the ask's (or validation's) name and the value understood. */
  z.strictObject({
    type: z.literal('answer'),
    ...at,
    name: z.string(),
    value: z.string(),
    input: answerInputSchema,
  }),
  /** An answer was not understood; `attempt` counts them in a row at this vertex. */
  z.strictObject({
    type: z.literal('unknown'),
    ...at,
    input: answerInputSchema.exclude(['operator']),
    text: z.string(),
    attempt: z.number().int().positive(),
  }),
  /** The run entered a questionnaire: a sub-questionnaire of an embedded or dynamic vertex, or the alternative. */
  z.strictObject({
    type: z.literal('enter'),
    ...at,
    via: z.enum(['embedded', 'dynamic', 'alternative']),
    entered: z.number().int(),
  }),
  /** The run left a sub-questionnaire at its complete vertex and goes on after the vertex that entered it. */
  z.strictObject({ type: z.literal('exit'), ...at, left: z.number().int() }),
  /** The run ended, at this vertex (empty when it could not arrive at any). */
  z.strictObject({ type: z.literal('end'), ...at, reason: runEndReasonSchema, error: runErrorSchema.optional() }),
]);
export type RunEffect = z.infer<typeof runEffectSchema>;
