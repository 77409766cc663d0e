import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { hintSchema } from '../entities/hint.ts';

/** The hints multi-branch asks are built from, with their groups and display names. */
export const hintsList = defineEndpoint({
  id: 'hintsList',
  service: 'bot',
  method: 'GET',
  path: '/hints',
  summary: 'List the hints with their groups and display names',
  auth: 'user',
  response: z.looseObject({ hints: z.array(hintSchema) }),
});
