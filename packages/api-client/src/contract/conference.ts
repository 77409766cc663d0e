import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { actionButtonSchema, feedbackButtonSchema } from '../entities/feedbackButton.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { lastCallSchema } from '../entities/liveCall.ts';

/**
 * Starts a live (operator-assisted or semi-bot) call on the conference service; 409 CALLEE_NOT_AVAILABLE when the
 * client is already being called.
 */
export const conferenceLoadCall = defineEndpoint({
  id: 'conferenceLoadCall',
  service: 'conference',
  method: 'POST',
  path: '/call/load',
  summary: 'Start a live call to a client with a questionnaire; answers call_id and feedback_manager',
  auth: 'user',
  body: z.object({
    patient_id: idSchema,
    /** The number in `code-number` form. */
    phone_number: z.string().min(1),
    /** The stored phone's id; null for a custom number. */
    phone_number_id: idSchema.nullable(),
    questionnaire: idSchema,
    organization_id: idSchema,
    skip_recording_check: z.boolean().default(false),
    batch_id: z.string().nullable().default(null),
    is_dry_run: z.boolean().default(false),
    bot_call_exe_id: z.string().nullable().default(null),
  }),
  response: z.looseObject({
    call_id: idSchema,
    feedback_manager: z.looseObject({
      feedback_buttons: z.array(feedbackButtonSchema),
      action_buttons: z.array(actionButtonSchema),
    }),
  }),
});

/** A token for the browser's voice device; renewed before it expires. */
export const conferenceGetVoiceToken = defineEndpoint({
  id: 'conferenceGetVoiceToken',
  service: 'conference',
  method: 'GET',
  path: '/user/twilio/token',
  summary: 'Issue a voice-client token (ttl in seconds)',
  auth: 'user',
  response: z.looseObject({ token: z.string().min(1), identity: z.string(), ttl: z.number().int().positive() }),
});

/** A token for the live conference socket (`/lift_conference/?token=`). */
export const conferenceGetToken = defineEndpoint({
  id: 'conferenceGetToken',
  service: 'conference',
  method: 'GET',
  path: '/user/token',
  summary: 'Issue a token for the live conference socket',
  auth: 'user',
  response: z.looseObject({ token: z.string().min(1) }),
});

/**
 * The client's newest call with its leg statuses and whether it is still live: the call screen disables its call
 * buttons while it is, and its operator rejoins it after a refresh (the server, not the page, owns the call).
 */
export const conferenceGetLastCall = defineEndpoint({
  id: 'conferenceGetLastCall',
  service: 'conference',
  method: 'GET',
  path: '/patient/:patientId/call/last',
  summary: "Read a client's newest call, its leg statuses and whether it is live (null when there is none)",
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  response: z.looseObject({ call: lastCallSchema.nullable() }),
});
