import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  callAnalysisSchema,
  callAnalysisUpdateSchema,
  callLeanSchema,
  callListItemSchema,
  callRecordSchema,
} from '../entities/call.ts';
import { timestampSchema } from '../entities/dateString.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { cacheBusterQuerySchema, queryNumberSchema } from './queryValue.ts';

const patientParams = z.object({ patientId: idParamSchema });
const callParams = z.object({ patientId: idParamSchema, callId: idParamSchema });

/**
 * The range, order and filters of both call lists. `status` keeps answered calls (the client's leg completed) or the
 * others; `minDuration` keeps calls recorded at least that long, a whole number of `durationUnit` (seconds unless
 * `minutes`).
 */
const callListQuerySchema = z.object({
  startTime: timestampSchema.optional(),
  endTime: timestampSchema.optional(),
  limit: queryNumberSchema.pipe(z.number().int().positive().max(1000)).optional(),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  status: z.enum(['answered', 'notAnswered']).optional(),
  minDuration: queryNumberSchema
    .pipe(z.number().int({ error: 'Must be a whole number' }).nonnegative().max(86_400))
    .optional(),
  durationUnit: z.enum(['seconds', 'minutes']).default('seconds'),
});

/**
 * One call, with a fresh recording link (pass `t` to bust caches). An empty object means the call does not exist
 * (yet); the client rejects an empty call id with 'Call id passed empty' before sending.
 */
export const callsGet = defineEndpoint({
  id: 'callsGet',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/:callId',
  summary: 'Read one call with its recording state and note; {} when there is none',
  auth: 'user',
  params: callParams,
  query: cacheBusterQuerySchema,
  response: z.union([callRecordSchema, z.strictObject({})]),
});

/** Links a call to the scheduler batch it came from; callers ignore its errors. */
export const callsMatchBatch = defineEndpoint({
  id: 'callsMatchBatch',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/call/:callId/batch/:batchId',
  summary: 'Match a call to a scheduler batch',
  auth: 'user',
  params: callParams.extend({ batchId: z.string().min(1) }),
  response: z.looseObject({ call_id: idSchema, batch_id: z.string() }),
});

/** A client's calls with analysis and derived flags, newest first by default. */
export const callsList = defineEndpoint({
  id: 'callsList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/calls',
  summary: 'List the calls of a client in a time range',
  auth: 'user',
  params: patientParams,
  query: callListQuerySchema,
  response: z.looseObject({ calls: z.array(callListItemSchema) }),
});

/** A client's calls without analysis details, for quick tables. */
export const callsListLean = defineEndpoint({
  id: 'callsListLean',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/calls/lean',
  summary: 'List the calls of a client in a time range, lean form',
  auth: 'user',
  params: patientParams,
  query: callListQuerySchema,
  response: z.looseObject({ calls: z.array(callLeanSchema) }),
});

/** Corrects a call's analysis. */
export const callsUpdateAnalysis = defineEndpoint({
  id: 'callsUpdateAnalysis',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId/call/analysis/:analysisId',
  summary: 'Update the fields of a call analysis',
  auth: 'user',
  params: patientParams.extend({ analysisId: idParamSchema }),
  body: callAnalysisUpdateSchema,
  response: callAnalysisSchema,
});

/** Reruns the analysis of the listed calls (setting call.rerunAnalytics). */
export const callsReanalyze = defineEndpoint({
  id: 'callsReanalyze',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/call/reanalyze',
  summary: 'Start the analysis again for the given calls of a client',
  auth: 'user',
  params: patientParams,
  body: z.object({ callIds: z.array(idSchema).min(1) }),
  response: z.looseObject({ callIds: z.array(idSchema) }),
});
