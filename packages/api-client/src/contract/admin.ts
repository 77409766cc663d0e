import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { timestampSchema } from '../entities/dateString.ts';
import { diagnosisSchema } from '../entities/diagnosis.ts';
import { idParamSchema, idQuerySchema, idSchema, logEntryIdSchema } from '../entities/id.ts';
import { newUserSchema } from '../entities/newUser.ts';
import { organizationSchema } from '../entities/organization.ts';
import { ROLES } from '../entities/role.ts';
import { schedulerSettingsSchema, schedulerSettingsWriteSchema } from '../entities/schedulerSettings.ts';
import { userRecordSchema } from '../entities/user.ts';
import { queryNumberSchema } from './queryValue.ts';

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

/** The organization's scheduler settings: which questionnaires it runs and who calls the schedules (admins). */
export const adminGetScheduler = defineEndpoint({
  id: 'adminGetScheduler',
  service: 'therapy',
  method: 'GET',
  path: '/admin/organization/scheduler',
  summary: 'Read the scheduler settings of the organization, with the settings version',
  auth: 'user',
  minRole: ROLES.admin,
  response: schedulerSettingsSchema,
});

/**
 * Replaces the organization's scheduler settings (admins), based on the settings version read: a stale one answers
 * 409 VERSION_CONFLICT with the current settings.
 */
export const adminUpdateScheduler = defineEndpoint({
  id: 'adminUpdateScheduler',
  service: 'therapy',
  method: 'POST',
  path: '/admin/organization/scheduler',
  summary: 'Replace the scheduler settings of the organization (409 VERSION_CONFLICT on a stale version)',
  auth: 'user',
  minRole: ROLES.admin,
  body: schedulerSettingsWriteSchema,
  response: schedulerSettingsSchema,
});

/**
 * Finds diagnoses of the catalogue by code or name for the scheduler settings (admins): the same search as a client's
 * health profile, without a client, so nothing of any client is read.
 */
export const adminSearchDiagnoses = defineEndpoint({
  id: 'adminSearchDiagnoses',
  service: 'therapy',
  method: 'GET',
  path: '/admin/diagnoses/search',
  summary: 'Search the diagnosis catalogue by code or name (at least one character)',
  auth: 'user',
  minRole: ROLES.admin,
  query: z.object({ query: z.string().trim().min(1).max(100) }),
  response: z.looseObject({ results: z.array(diagnosisSchema) }),
});

/** A whole number from a query string within bounds (page numbers and sizes). */
const queryCountSchema = (min: number, max: number) =>
  queryNumberSchema.pipe(
    z
      .number()
      .int()
      .min(min)
      .max(max, { error: `Must be at most ${max}` }),
  );

/**
 * One entry of the audit log: who (`user_id`, with the e-mail while the user exists), what (`action`, e.g.
 * `sign_in`, `mfa_code_sent`, `client_read`), in which organization, to which client (patient), when, and facts
 * without secrets in `detail`.
 */
const auditEntrySchema = z.looseObject({
  id: logEntryIdSchema,
  at: timestampSchema,
  user_id: idSchema.nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  organization_id: idSchema.nullable(),
  client_id: idSchema.nullable(),
  detail: z.record(z.string(), z.unknown()),
});

/**
 * The audit log of the selected organization, newest first, a page at a time (admins): sign-ins, second-factor
 * events and every read or change of client data. Filters narrow it to one action, user or client.
 */
export const adminListAudit = defineEndpoint({
  id: 'adminListAudit',
  service: 'therapy',
  method: 'GET',
  path: '/admin/audit',
  summary: 'List the audit log of the selected organization, newest first, by page',
  auth: 'user',
  minRole: ROLES.admin,
  query: z.object({
    page: queryCountSchema(1, 1_000_000).default(1),
    pageSize: queryCountSchema(1, 200).default(50),
    action: z.string().trim().min(1).max(64).optional(),
    userId: idQuerySchema.optional(),
    clientId: idQuerySchema.optional(),
  }),
  response: z.looseObject({
    entries: z.array(auditEntrySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
