import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SCHEDULER_CALL_LANGUAGES } from '../entities/callLanguage.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { clientVersionShape } from '../entities/patient.ts';
import { daysFrequencySchema, schedulerFrequencySchema } from '../entities/patientSchedule.ts';
import { ROLES } from '../entities/role.ts';
import {
  nextCallInfoSchema,
  scheduledCallSchema,
  scheduleOutlookSchema,
  schedulerAgentShiftsSchema,
  schedulerQueueSchema,
  schedulerShiftListSchema,
  schedulerShiftRosterSchema,
  schedulerShiftsVersionSchema,
  schedulerSkipReasonSchema,
} from '../entities/scheduledCall.ts';

const callLanguagePattern = `(${SCHEDULER_CALL_LANGUAGES.join('|')})`;

/**
 * The user's additional call languages, comma-joined (`en-US,es-US`), so only matching clients are proposed. A value
 * that is none of the call languages (`en` for `en-US`) is a 400 naming the accepted ones: it would match no client
 * and read as an empty day.
 */
const userLanguageQuerySchema = z.object({
  userLanguage: z
    .string()
    .max(100)
    .regex(new RegExp(`^(${callLanguagePattern}(,${callLanguagePattern})*)?$`), {
      error: `Must be one or more of ${SCHEDULER_CALL_LANGUAGES.join(', ')}, comma-separated`,
    })
    .optional(),
});

/** When the scheduler's next call for this operator is due; null when no client is left today. */
export const schedulerGetNextCallee = defineEndpoint({
  id: 'schedulerGetNextCallee',
  service: 'therapy',
  method: 'GET',
  path: '/user/scheduler/scheduling/getNextCallee',
  summary: 'When the next scheduled call is due for this operator (null when none today)',
  auth: 'user',
  query: userLanguageQuerySchema,
  response: z.looseObject({ nextCall: nextCallInfoSchema.nullable() }),
});

/** Reserves the next scheduled call for this operator; null means 'No calls in scheduler'. */
export const schedulerReserveCallee = defineEndpoint({
  id: 'schedulerReserveCallee',
  service: 'therapy',
  method: 'PUT',
  path: '/user/scheduler/scheduling/reserveCallee',
  summary: 'Reserve the next scheduled call (null when none; 404 NO_QUESTIONNAIRE_FOUND without a questionnaire)',
  auth: 'user',
  query: userLanguageQuerySchema,
  response: z.looseObject({ scheduledCall: scheduledCallSchema.nullable() }),
});

/** Today's shift and load for the scheduler bar's sentence. */
export const schedulerGetOutlook = defineEndpoint({
  id: 'schedulerGetOutlook',
  service: 'therapy',
  method: 'GET',
  path: '/user/scheduler/scheduling/todaysScheduleUserOutlook',
  summary: 'Today shift and scheduled-client counts for this operator',
  auth: 'user',
  query: userLanguageQuerySchema,
  response: scheduleOutlookSchema,
});

/** Marks a reserved scheduled call as placed, so it is not proposed again. */
export const schedulerMarkCallExecuted = defineEndpoint({
  id: 'schedulerMarkCallExecuted',
  service: 'therapy',
  method: 'PUT',
  path: '/user/scheduler/scheduling/markCallExecutedInScheduler',
  summary: 'Mark a scheduled call as executed',
  auth: 'user',
  query: z.object({ scheduledCallId: idParamSchema }),
  response: z.looseObject({ scheduledCallId: idSchema, executed: z.literal(true) }),
});

/** Sets how often a client is called, based on the client's version (the frequency is part of the client). */
export const schedulerSetFrequency = defineEndpoint({
  id: 'schedulerSetFrequency',
  service: 'therapy',
  method: 'POST',
  path: '/user/scheduler/settings/:patientId/frequency',
  summary: 'Set the call frequency of a client in days (1, 14, 21 or 28)',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  body: schedulerFrequencySchema.extend(clientVersionShape),
  response: z.looseObject({ patientId: idSchema, days_frequency: daysFrequencySchema, ...clientVersionShape }),
});

/** Passes over the client the scheduler reserved for this agent, with a reason; it is not offered again today. */
export const schedulerSkipCallee = defineEndpoint({
  id: 'schedulerSkipCallee',
  service: 'therapy',
  method: 'PUT',
  path: '/user/scheduler/scheduling/skipCallee',
  summary: 'Skip the reserved scheduled call with a reason',
  auth: 'user',
  query: z.object({ scheduledCallId: idParamSchema }),
  body: z.object({ reason: schedulerSkipReasonSchema }),
  response: z.looseObject({ scheduledCallId: idSchema, skipped: z.literal(true) }),
});

/** Today's scheduler queue of the organization, per agent (admins). */
export const adminGetSchedulerQueue = defineEndpoint({
  id: 'adminGetSchedulerQueue',
  service: 'therapy',
  method: 'GET',
  path: '/admin/scheduler/queue',
  summary: "Today's scheduled calls of the organization and its agents",
  auth: 'user',
  minRole: ROLES.admin,
  response: schedulerQueueSchema,
});

/** Every agent of the organization with their weekly shifts and its time zone (admins). */
export const adminListSchedulerShifts = defineEndpoint({
  id: 'adminListSchedulerShifts',
  service: 'therapy',
  method: 'GET',
  path: '/admin/scheduler/shifts',
  summary: 'Read the weekly shifts of every agent of the organization',
  auth: 'user',
  minRole: ROLES.admin,
  response: schedulerShiftRosterSchema,
});

/** An agent's weekly shifts in the organization (admins). */
export const adminGetSchedulerShifts = defineEndpoint({
  id: 'adminGetSchedulerShifts',
  service: 'therapy',
  method: 'GET',
  path: '/admin/scheduler/shifts/:userId',
  summary: "Read an agent's weekly shifts in the organization",
  auth: 'user',
  minRole: ROLES.admin,
  params: z.object({ userId: idParamSchema }),
  response: schedulerAgentShiftsSchema,
});

/** Replaces an agent's weekly shifts in the organization (admins). */
export const adminReplaceSchedulerShifts = defineEndpoint({
  id: 'adminReplaceSchedulerShifts',
  service: 'therapy',
  method: 'PUT',
  path: '/admin/scheduler/shifts/:userId',
  summary: "Replace an agent's weekly shifts in the organization",
  auth: 'user',
  minRole: ROLES.admin,
  params: z.object({ userId: idParamSchema }),
  body: z.object({ shifts: schedulerShiftListSchema, version: schedulerShiftsVersionSchema }),
  response: schedulerAgentShiftsSchema,
});
