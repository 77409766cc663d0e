import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { setPatientSetting } from '../../patients/setPatientSetting.ts';

/**
 * `POST /api/user/scheduler/settings/{patientId}/frequency`: how often the scheduler calls a client (1, 14, 21, 28),
 * based on the client's version (the frequency is part of the client); answers the next one.
 */
export function registerSchedulerSetFrequency(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.schedulerSetFrequency, async ({ params, body }, context) => {
    const row = await setPatientSetting(context, params.patientId, {
      values: { daysFrequency: body.days_frequency },
      baseVersion: body.version,
      action: 'client_frequency_set',
    });
    return { patientId: row.id, days_frequency: body.days_frequency, version: row.version };
  });
}
