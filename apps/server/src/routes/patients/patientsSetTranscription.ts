import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { patchPatientRow } from '../../patients/patchPatientRow.ts';

/** `PATCH /api/user/patient/{id}/transcription`: turns call transcription on or off for a client. */
export function registerPatientsSetTranscription(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsSetTranscription, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    const row = await patchPatientRow(
      db,
      scope,
      params.patientId,
      { isCallTranscriptionOn: body.isTranscription },
      'client_transcription_set',
      now(),
    );
    return { patientId: row.id, isCallTranscriptionOn: row.isCallTranscriptionOn };
  });
}
