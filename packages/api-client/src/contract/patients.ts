import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dateOnlySchema } from '../entities/dateString.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { clientVersionShape, patientSchema } from '../entities/patient.ts';
import { patientDetailsInputSchema } from '../entities/patientDetails.ts';
import { patientSearchRecordSchema } from '../entities/patientSearchRecord.ts';
import { ROLES } from '../entities/role.ts';

const patientParamsSchema = z.object({ patientId: idParamSchema });

/**
 * The organization's clients as light records: the home screen's list, and with `format=portal_search` (optionally
 * narrowed by `search`) the top menu's client search.
 */
export const patientsList = defineEndpoint({
  id: 'patientsList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient',
  summary: 'List the clients of the selected organization (format=portal_search for the client search)',
  auth: 'user',
  query: z.object({
    format: z.enum(['portal_search']).optional(),
    /** Matches names, external id and phone numbers, case-insensitively. */
    search: z.string().max(200).optional(),
  }),
  response: z.looseObject({ patients: z.array(patientSearchRecordSchema) }),
});

/** One client in full, loaded before any client route renders. */
export const patientsGet = defineEndpoint({
  id: 'patientsGet',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId',
  summary: 'Read one client with details, phones, schedule and tags',
  auth: 'user',
  params: patientParamsSchema,
  response: patientSchema,
});

/** Sets a client's active period, which only super admins may do. */
export const patientsPatchActivePeriod = defineEndpoint({
  id: 'patientsPatchActivePeriod',
  service: 'therapy',
  method: 'PATCH',
  path: '/user/patient/:patientId',
  summary: 'Set the start_date or end_date of a client active period (super admins)',
  auth: 'user',
  minRole: ROLES.superAdmin,
  params: patientParamsSchema,
  body: z.object({
    patientData: z
      .object({ start_date: dateOnlySchema.nullable().optional(), end_date: dateOnlySchema.nullable().optional() })
      .refine((data) => data.start_date !== undefined || data.end_date !== undefined, {
        error: 'start_date or end_date is required',
      }),
    ...clientVersionShape,
  }),
  response: patientSchema,
});

/** Changes some detail fields without sending the whole form. */
export const patientsUpdateFields = defineEndpoint({
  id: 'patientsUpdateFields',
  service: 'therapy',
  method: 'PATCH',
  path: '/user/patient/:patientId/updatePatientFields',
  summary: 'Update some detail fields of a client',
  auth: 'user',
  params: patientParamsSchema,
  body: z.object({ patientId: idSchema, updateParams: patientDetailsInputSchema.partial(), ...clientVersionShape }),
  response: patientSchema,
});

/** Marks a client as a demo client or a regular one. */
export const patientsSetType = defineEndpoint({
  id: 'patientsSetType',
  service: 'therapy',
  method: 'PATCH',
  path: '/user/patient/:patientId/patientType',
  summary: 'Mark a client as demo or regular',
  auth: 'user',
  params: patientParamsSchema,
  body: z.object({ isDemoPatient: z.boolean(), ...clientVersionShape }),
  response: z.looseObject({ patientId: idSchema, isDemoPatient: z.boolean(), ...clientVersionShape }),
});

/** Turns call transcription on or off for a client. */
export const patientsSetTranscription = defineEndpoint({
  id: 'patientsSetTranscription',
  service: 'therapy',
  method: 'PATCH',
  path: '/user/patient/:patientId/transcription',
  summary: 'Turn call transcription on or off for a client',
  auth: 'user',
  params: patientParamsSchema,
  body: z.object({ isTranscription: z.boolean(), ...clientVersionShape }),
  response: z.looseObject({ patientId: idSchema, isCallTranscriptionOn: z.boolean(), ...clientVersionShape }),
});
