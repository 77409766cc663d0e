import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { diagnosisLinkSchema, diagnosisLinkUpdateSchema, diagnosisSchema } from '../entities/diagnosis.ts';
import { idParamSchema } from '../entities/id.ts';
import { clientVersionShape } from '../entities/patient.ts';

const params = z.object({ patientId: idParamSchema });
/** The client's diagnosis links, and the client's version (diagnoses share it), so the next change can name it. */
const linksResponseSchema = z.looseObject({ patientProperties: z.array(diagnosisLinkSchema), ...clientVersionShape });

/** A client's diagnoses, active ones first in their order. */
export const diagnosesList = defineEndpoint({
  id: 'diagnosesList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/diagnosis',
  summary: 'List the diagnoses linked to a client',
  auth: 'user',
  params,
  response: linksResponseSchema,
});

/**
 * Saves the health profile: `patientProperties` is the client's whole ordered list after the change,
 * `propertiesToUpdate` the links that changed (added, reordered, or removed with active 0 and order null), `version`
 * the client's version the change is based on.
 */
export const diagnosesUpdate = defineEndpoint({
  id: 'diagnosesUpdate',
  service: 'therapy',
  method: 'PATCH',
  path: '/user/patient/:patientId/diagnosis',
  summary: 'Add, reorder or remove diagnoses of a client; answers the saved list',
  auth: 'user',
  params,
  body: z.object({
    patientProperties: z.array(diagnosisLinkUpdateSchema),
    propertiesToUpdate: z.array(diagnosisLinkUpdateSchema),
    ...clientVersionShape,
  }),
  response: linksResponseSchema,
});

/** Finds diagnoses by code or name for the health-profile autocomplete. */
export const diagnosesSearch = defineEndpoint({
  id: 'diagnosesSearch',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/diagnosis/search',
  summary: 'Search diagnoses by code or name (at least one character)',
  auth: 'user',
  params,
  query: z.object({ query: z.string().trim().min(1).max(100) }),
  response: z.looseObject({ results: z.array(diagnosisSchema) }),
});
