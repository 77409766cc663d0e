import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  botCallDaySchema,
  botCallStateSchema,
  newScheduledCallSchema,
  scheduledBotCallSchema,
} from '../entities/botCall.ts';
import { dateOnlySchema } from '../entities/dateString.ts';
import { idParamSchema } from '../entities/id.ts';
import { ROLES } from '../entities/role.ts';

/** Where a bot call stands, with each attempt (the calls panel's bot calls; the selected organization's only). */
export const botCallGet = defineEndpoint({
  id: 'botCallGet',
  service: 'bot',
  method: 'GET',
  path: '/call/:callId',
  summary: 'Read where a bot call stands, with its attempts',
  auth: 'user',
  params: z.object({ callId: idParamSchema }),
  response: botCallStateSchema,
});

const patientParamsSchema = z.object({ patientId: idParamSchema });

/**
 * Which of a client's phones a demo phone (a `/dev/phone` page open in some browser tab) holds now: a call to one of
 * them rings that page, not the client. Empty where no demo phone exists (production, or a provider's telephony).
 */
export const botCallDemoPhones = defineEndpoint({
  id: 'botCallDemoPhones',
  service: 'bot',
  method: 'GET',
  path: '/demoPhone/patient/:patientId',
  summary: 'List which of a client phones a demo phone page holds (its calls ring a browser tab)',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  response: z.looseObject({ phoneIds: z.array(z.number().int().positive()) }),
});

/** A client's upcoming scheduled bot calls, soonest first, with those canceled lately (and why). */
export const scheduledCallsList = defineEndpoint({
  id: 'scheduledCallsList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/scheduledCalls',
  summary: 'List a client upcoming scheduled bot calls',
  auth: 'user',
  params: patientParamsSchema,
  response: z.looseObject({ scheduledCalls: z.array(scheduledBotCallSchema) }),
});

/** Schedules a bot call for a client (admins); the time must lie ahead. */
export const scheduledCallsCreate = defineEndpoint({
  id: 'scheduledCallsCreate',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/scheduledCalls',
  summary: 'Schedule a bot call for a client',
  auth: 'user',
  minRole: ROLES.admin,
  params: patientParamsSchema,
  body: newScheduledCallSchema,
  response: z.looseObject({ scheduledCall: scheduledBotCallSchema }),
});

/** Cancels a client's planned bot call (admins); a call already started is not canceled this way (409). */
export const scheduledCallsCancel = defineEndpoint({
  id: 'scheduledCallsCancel',
  service: 'therapy',
  method: 'DELETE',
  path: '/user/patient/:patientId/scheduledCalls/:scheduledCallId',
  summary: 'Cancel a client planned bot call',
  auth: 'user',
  minRole: ROLES.admin,
  params: z.object({ patientId: idParamSchema, scheduledCallId: idParamSchema }),
  response: z.looseObject({ scheduledCall: scheduledBotCallSchema }),
});

/**
 * The selected organization's bot calls of one day (admins): planned, running and finished with their outcomes, in
 * `timezone` (the user's zone when left out; an unknown zone answers 400 on `timezone`).
 */
export const adminBotCallsDay = defineEndpoint({
  id: 'adminBotCallsDay',
  service: 'therapy',
  method: 'GET',
  path: '/admin/botCalls/day',
  summary: "Read the organization's bot calls of a day with their outcomes",
  auth: 'user',
  minRole: ROLES.admin,
  query: z.object({
    date: dateOnlySchema,
    timezone: z.string().trim().min(1).max(64).optional(),
  }),
  response: botCallDaySchema,
});
