import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { setPatientSetting } from '../../patients/setPatientSetting.ts';

/** `POST /api/user/scheduler/settings/{patientId}/frequency`: how often the scheduler calls a client (1, 14, 21, 28). */
export function registerSchedulerSetFrequency(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.schedulerSetFrequency, async ({ params, body }, context) => {
    const row = await setPatientSetting(
      context,
      params.patientId,
      { daysFrequency: body.days_frequency },
      'client_frequency_set',
    );
    return { patientId: row.id, days_frequency: body.days_frequency };
  });
}
