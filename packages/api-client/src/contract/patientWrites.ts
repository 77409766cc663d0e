import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { patientSchema } from '../entities/patient.ts';
import { patientInputSchema, patientUpdateSchema } from '../entities/patientInput.ts';
import { recordVersionSchema } from '../entities/recordVersion.ts';

// Apart from the client reads every screen makes: the phone checks of these bodies bring libphonenumber-js's metadata,
// which only the client forms and their routes need.

const patientParamsSchema = z.object({ patientId: idParamSchema });

/** Creates a client (at version 1); 409 PATIENT_ALREADY_EXISTS when one with the same details exists. */
export const patientsCreate = defineEndpoint({
  id: 'patientsCreate',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient',
  summary: 'Create a client (empty values left out); answers data.patient_id and data.version',
  auth: 'user',
  body: patientInputSchema,
  response: z.looseObject({ data: z.looseObject({ patient_id: idSchema, version: recordVersionSchema }) }),
});

/**
 * Saves the client-details form (empty values sent as null) based on the client's `version`; a client changed since
 * answers 409 `VERSION_CONFLICT` with the current client, and who changed it when. The same holds for every client
 * write below.
 */
export const patientsUpdate = defineEndpoint({
  id: 'patientsUpdate',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId',
  summary: 'Update a client based on its version (empty values sent as null); answers the client',
  auth: 'user',
  params: patientParamsSchema,
  body: patientUpdateSchema,
  response: patientSchema,
});
