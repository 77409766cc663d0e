import { z } from 'zod';
import { idSchema } from './id.ts';
import { answerSchema } from './question.ts';
import { recordVersionSchema } from './recordVersion.ts';

/** Whether the client was reached over the browser's voice connection or a phone line. */
export const callSourceSchema = z.enum(['voip', 'phone']);
export type CallSource = z.infer<typeof callSourceSchema>;

/** The product that placed a call: the bot, a lift (operator-assisted) call, or anything else. */
export const callProductSchema = z.enum(['bot', 'lift', 'other']);
export type CallProduct = z.infer<typeof callProductSchema>;

/**
 * Statuses a call leg can end in without the call having happened; an empty status counts too.
 */
export const FAILED_CALL_STATUSES = ['no-answer', 'busy', 'failed', 'error_in_call', 'initiated', 'canceled'] as const;

/** Analysis status codes: 12 is a complete analysis, which is what "status 12 means anomaly" reads. */
export const ANALYSIS_STATUS = {
  noCall: 0,
  notEnoughData: 5,
  pending: 7,
  inProgress: 8,
  complete: 12,
  unableToAnalyze: -12,
} as const;

/** The measures of the client's voice in one call (the server's analysis README defines each). */
export const voiceMeasuresSchema = z.looseObject({
  durationSeconds: z.number(),
  speechSeconds: z.number(),
  pauseCount: z.number().int(),
  pauseRatio: z.number(),
  syllableCount: z.number().int(),
  /** Syllable nuclei per second of speech. */
  speakingRate: z.number(),
  pitchMeanHz: z.number().nullable(),
  pitchSdSemitones: z.number().nullable(),
  pitchRangeSemitones: z.number().nullable(),
  loudnessDbfs: z.number().nullable(),
  /** Whether the call held enough speech for the figures to mean something. */
  sufficient: z.boolean(),
});
export type VoiceMeasures = z.infer<typeof voiceMeasuresSchema>;

/** The latest voice analysis of a call. */
export const callAnalysisSchema = z.looseObject({
  id: idSchema,
  date_modified: z.string(),
  call_plot: z.string().nullable(),
  /** One of `ANALYSIS_STATUS`; any other value means no analysis. */
  response_status: z.number().int(),
  lta_status: z.number().int().nullable(),
  ca_status: z.number().int().nullable(),
  /** The version of the measures and rule that produced the analysis. */
  version: z.string().nullable(),
  analysis_url: z.string().nullable(),
  /** 0 none, 1 voice anomaly, 2 significant voice anomaly; -1 when unknown. */
  anomaly_type: z.number().int().default(-1),
  /** The version of the stored analysis record, which a correction is based on. */
  record_version: recordVersionSchema.optional(),
  /** What changed in the voice, e.g. `speed_decrease`, `distance_decrease`. */
  anomaly_kinds: z.array(z.string()).default([]),
  /** The score the anomaly level was judged by, 0 to 1. */
  voice_score: z.number().nullish(),
  measures: voiceMeasuresSchema.nullish(),
  /** A reviewer's note. */
  comment: z.string().nullish(),
});
export type CallAnalysis = z.infer<typeof callAnalysisSchema>;

/**
 * The body of `PUT .../call/analysis/{analysisId}`: a reviewer's anomaly level and note, based on the analysis's
 * `record_version`. The other fields of an analysis are the analyser's; sent, they must equal the stored ones.
 */
export const callAnalysisUpdateSchema = z.looseObject({
  record_version: recordVersionSchema,
  /** 0 none, 1 voice anomaly, 2 significant voice anomaly. */
  anomaly_type: z.number().int().min(0).max(2).optional(),
  comment: z.string().max(2000).nullable().optional(),
  call_plot: z.string().nullable().optional(),
  response_status: z.number().int().optional(),
  lta_status: z.number().int().nullable().optional(),
  ca_status: z.number().int().nullable().optional(),
  version: z.string().nullable().optional(),
  analysis_url: z.string().nullable().optional(),
});
export type CallAnalysisUpdate = z.input<typeof callAnalysisUpdateSchema>;

/** Anomaly scores of a call; a missing voice score is 1 and missing anomaly types are -1. */
export const anomalyScoresSchema = z.looseObject({
  voiceScore: z.number().default(1),
  voiceAnomalyType: z.number().int().default(-1),
  sentimentScore: z.number().nullish(),
  sentimentAnomalyType: z.number().int().default(-1),
  sentimentMinAnswer: z.string().nullish(),
  symptomsScore: z.number().nullish(),
  symptomsAnomalyType: z.number().int().default(-1),
  symptomsList: z.array(z.string()).default([]),
});
export type AnomalyScores = z.infer<typeof anomalyScoresSchema>;

/** Who placed a call on the staff side. */
export const interviewerDetailsSchema = z.looseObject({ first_name: z.string(), last_name: z.string() });

/**
 * Where a call's recording stands: `ready` (the link plays it), `preparing` (the call was recorded and its file is
 * still being stored or made, as the demo's recordings are for a while after a first start: read the call again
 * later) or `none` (the call was not recorded).
 */
export const RECORDING_STATUSES = ['ready', 'preparing', 'none'] as const;
export const recordingStatusSchema = z.enum(RECORDING_STATUSES);
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;

/** A call as the server stores it. */
export const callSchema = z.looseObject({
  id: idSchema,
  patient_id: idSchema,
  source: callSourceSchema,
  product: callProductSchema,
  /** The analysis status code of the call (see `ANALYSIS_STATUS`). */
  status: z.number().int().nullable(),
  start_date: z.string().nullable(),
  date_created: z.string(),
  /** Recorded length in seconds; 0 for an unanswered call. */
  recording_time: z.number().nonnegative().default(0),
  total_dial_time: z.number().nonnegative().default(0),
  /** A short-lived address of the recording; fetch the call again for a fresh one. */
  temp_download_link: z.string().nullable(),
  patient_dial_status: z.string().nullable(),
  interviewer_call_status: z.string().nullable(),
  interviewer_details: interviewerDetailsSchema.nullable(),
  /** The questionnaire answers given during the call. */
  Answer: z.array(answerSchema).default([]),
  call_transcription_status: z.string().nullable(),
  was_recorded: z.boolean(),
  /** Where the recording stands (absent from servers older than the field: read it from the link then). */
  recording_status: recordingStatusSchema.optional(),
  callAnalysisLatest: callAnalysisSchema.nullable(),
  anomalyScores: anomalyScoresSchema.nullable(),
  patient_phone: z.string().nullish(),
  /** An admin's dry run of a questionnaire: the bot called the admin's browser with this client's record. */
  is_dry_run: z.boolean().optional(),
});
export type Call = z.infer<typeof callSchema>;

/** The flags the call list derives from the two leg statuses (see `getCallFlags`). */
export const callFlagsSchema = z.object({
  /** Both legs completed. */
  completed: z.boolean(),
  /** Either leg is in progress; such calls cannot be opened. */
  ongoing: z.boolean(),
  isFailedCall: z.boolean(),
});
export type CallFlags = z.infer<typeof callFlagsSchema>;

/** A call in a client's call list: the stored call plus its derived flags. */
export const callListItemSchema = callSchema.extend(callFlagsSchema.shape);
export type CallListItem = z.infer<typeof callListItemSchema>;

/** A call in the lean list: what the calls table and activity need, without analysis details or answers. */
export const callLeanSchema = callListItemSchema.pick({
  id: true,
  patient_id: true,
  source: true,
  product: true,
  status: true,
  start_date: true,
  date_created: true,
  recording_time: true,
  patient_dial_status: true,
  interviewer_call_status: true,
  was_recorded: true,
  recording_status: true,
  temp_download_link: true,
  is_dry_run: true,
  completed: true,
  ongoing: true,
  isFailedCall: true,
});
export type CallLean = z.infer<typeof callLeanSchema>;

/** The recording-related state of one call, as the call-detail page polls it. */
export const callDetailsSchema = z.looseObject({
  was_recorded: z.boolean(),
  recording_status: recordingStatusSchema.optional(),
  product: callProductSchema,
  interviewer_call_status: z.string().nullable(),
  patient_dial_status: z.string().nullable(),
  temp_download_link: z.string().nullable(),
});
export type CallDetails = z.infer<typeof callDetailsSchema>;

/** One call as `GET /user/patient/{id}/call/{callId}` answers it: the call, its flags, recording state and note. */
export const callRecordSchema = callListItemSchema.extend({
  call_details: callDetailsSchema,
  CallNote: z.looseObject({ id: idSchema, body: z.string() }).nullable(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;
