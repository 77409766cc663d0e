import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { organizationSchema } from '../entities/organization.ts';
import { organizationQuestionnaireSchema } from '../entities/organizationQuestionnaire.ts';
import { ROLES } from '../entities/role.ts';
import { newUserSchema, userRecordSchema } from '../entities/user.ts';

/**
 * Reads one of the user's organizations, so a page opened with `?organizationId=` can select it. Any role may read
 * an organization it belongs to.
 */
export const adminGetOrganization = defineEndpoint({
  id: 'adminGetOrganization',
  service: 'therapy',
  method: 'GET',
  path: '/admin/organization/:organizationId',
  summary: 'Read one of the user organizations by id, to select it',
  auth: 'user',
  params: z.object({ organizationId: idParamSchema }),
  response: z.looseObject({ organizationId: idSchema, organization: organizationSchema }),
});

/** Lists the users of the selected organization for the Users screen (admins). */
export const adminListUsers = defineEndpoint({
  id: 'adminListUsers',
  service: 'therapy',
  method: 'GET',
  path: '/admin/users',
  summary: 'List the users of the selected organization',
  auth: 'user',
  minRole: ROLES.admin,
  response: z.looseObject({ users: z.array(userRecordSchema) }),
});

/** Creates a user who signs in by e-mail (admins); an existing e-mail answers 409 USER_ALREADY_EXISTS. */
export const adminCreateUser = defineEndpoint({
  id: 'adminCreateUser',
  service: 'therapy',
  method: 'POST',
  path: '/admin/userWithEmail',
  summary: 'Create a user in the selected organization (409 USER_ALREADY_EXISTS)',
  auth: 'user',
  minRole: ROLES.admin,
  body: newUserSchema,
  response: z.looseObject({ user: userRecordSchema }),
});

/** Which questionnaires the organization's scheduler runs (admins). */
export const adminGetScheduler = defineEndpoint({
  id: 'adminGetScheduler',
  service: 'therapy',
  method: 'GET',
  path: '/admin/organization/scheduler',
  summary: 'Read the questionnaires the organization scheduler runs',
  auth: 'user',
  minRole: ROLES.admin,
  response: z.looseObject({ organizationQuestionnaires: z.array(organizationQuestionnaireSchema) }),
});

/** Replaces the questionnaires the organization's scheduler runs (admins). */
export const adminUpdateScheduler = defineEndpoint({
  id: 'adminUpdateScheduler',
  service: 'therapy',
  method: 'POST',
  path: '/admin/organization/scheduler',
  summary: 'Replace the questionnaires the organization scheduler runs',
  auth: 'user',
  minRole: ROLES.admin,
  body: z.object({ organizationQuestionnaires: z.array(organizationQuestionnaireSchema) }),
  response: z.looseObject({ organizationQuestionnaires: z.array(organizationQuestionnaireSchema) }),
});
