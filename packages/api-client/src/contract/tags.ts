import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { tagSchema } from '../entities/tag.ts';

/** The tags vertices can carry. */
export const tagsList = defineEndpoint({
  id: 'tagsList',
  service: 'bot',
  method: 'GET',
  path: '/tags',
  summary: 'List the questionnaire tags',
  auth: 'user',
  response: z.looseObject({ tags: z.array(tagSchema) }),
});
