import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema } from '../entities/id.ts';
import { clientVersionShape } from '../entities/patient.ts';
import { patientTagsSchema } from '../entities/patientTag.ts';

const params = z.object({ patientId: idParamSchema });
/** A tag, and the client's version the change is based on (tags share the client's version). */
const tagBodySchema = z.object({
  name: z.string().trim().min(1),
  params: z.string().nullable(),
  description: z.string().nullish(),
  ...clientVersionShape,
});
/** All the client's tags after the change, and the client's new version. */
const tagsResponseSchema = z.looseObject({ patientTags: patientTagsSchema, ...clientVersionShape });

/** Adds a tag to a client, e.g. the consent tag with `accepted`. */
export const patientTagsAdd = defineEndpoint({
  id: 'patientTagsAdd',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/tag',
  summary: 'Add a tag to a client; answers all its tags',
  auth: 'user',
  params,
  body: tagBodySchema,
  response: tagsResponseSchema,
});

/** Changes a client tag's params, e.g. consent declined with its reason as description. */
export const patientTagsUpdate = defineEndpoint({
  id: 'patientTagsUpdate',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId/tag',
  summary: 'Change the params of a client tag; answers all its tags',
  auth: 'user',
  params,
  body: tagBodySchema,
  response: tagsResponseSchema,
});

/** Removes a client tag by name; removing the consent tag makes consent missing. */
export const patientTagsRemove = defineEndpoint({
  id: 'patientTagsRemove',
  service: 'therapy',
  method: 'DELETE',
  path: '/user/patient/:patientId/tag',
  summary: 'Remove a client tag by name; answers the remaining tags',
  auth: 'user',
  params,
  body: z.object({ name: z.string().trim().min(1), ...clientVersionShape }),
  response: tagsResponseSchema,
});
