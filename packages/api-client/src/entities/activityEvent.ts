import { z } from 'zod';
import { callProductSchema } from './call.ts';
import { idSchema } from './id.ts';

/** The kinds of entries the activity log knows; the server writes created, outgoing call and voice anomaly. */
export const activityEventNameSchema = z.enum([
  'patientCreated',
  'outgoingCall',
  'incomingCall',
  'missedCall',
  'voiceAnomaly',
  'reportCreated',
  'documentCreated',
  'newAssociation',
  'intervention',
  'voicemail',
]);
export type ActivityEventName = z.infer<typeof activityEventNameSchema>;

/** One entry of a client's activity log. */
export const activityEventSchema = z.looseObject({
  eventName: activityEventNameSchema,
  createdDate: z.string(),
  callId: idSchema.nullable(),
  outgoingCallSource: callProductSchema.nullable(),
  /** Seconds. */
  callDuration: z.number().nonnegative().nullable(),
  /** A short-lived recording address; null when not recorded. */
  tempURL: z.string().nullable(),
  isTranscription: z.boolean(),
  /** A voice anomaly's level: 1 voice anomaly, 2 significant voice anomaly; absent for other events. */
  anomalyLevel: z.number().int().min(1).max(2).nullish(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
