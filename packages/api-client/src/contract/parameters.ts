import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** The `{parameter}` keys texts may use; the vertex dialog and `carecall lint --params` check against them. */
export const parametersListKeys = defineEndpoint({
  id: 'parametersListKeys',
  service: 'bot',
  method: 'GET',
  path: '/parameters/keys',
  summary: 'List the known parameter keys',
  auth: 'user',
  response: z.looseObject({ keys: z.array(z.string()) }),
});
