import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { setPatientSetting } from '../../patients/setPatientSetting.ts';

/**
 * `PATCH /api/user/patient/{id}/transcription`: turns call transcription on or off for a client, based on the client's
 * version; answers the next one.
 */
export function registerPatientsSetTranscription(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsSetTranscription, async ({ params, body }, context) => {
    const row = await setPatientSetting(context, params.patientId, {
      values: { isCallTranscriptionOn: body.isTranscription },
      baseVersion: body.version,
      action: 'client_transcription_set',
    });
    return { patientId: row.id, isCallTranscriptionOn: row.isCallTranscriptionOn, version: row.version };
  });
}
