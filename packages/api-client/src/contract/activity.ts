import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { activityEventSchema } from '../entities/activityEvent.ts';
import { idParamSchema } from '../entities/id.ts';

/** A client's activity timeline, newest first. */
export const activityList = defineEndpoint({
  id: 'activityList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/activityLog',
  summary: 'List the activity events of a client, newest first',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  response: z.looseObject({ events: z.array(activityEventSchema) }),
});
