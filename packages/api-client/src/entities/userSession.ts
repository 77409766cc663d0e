import { z } from 'zod';
import { idSchema } from './id.ts';
import { organizationSchema } from './organization.ts';
import { recordVersionSchema } from './recordVersion.ts';
import { roleSchema } from './role.ts';
import { userLanguageSchema } from './user.ts';

/** A group a user belongs to within an organization. */
export const userGroupSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  organization_id: idSchema,
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** The signed-in user's personal details as the account holds them. */
export const primaryDetailsSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  language: userLanguageSchema,
  country_code: z.string().nullish(),
  phone_number: z.string().nullish(),
});
export type PrimaryDetails = z.infer<typeof primaryDetailsSchema>;

/**
 * The answer of `GET /user/auth/`: who the signed-in user is, what they may do and in which organizations. The access token itself comes from the identity provider and is not part of this answer.
 */
export const userSessionSchema = z.looseObject({
  user_id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  is_lift_operator: z.boolean().default(false),
  language: userLanguageSchema.default('en'),
  /** Call languages the user also speaks (`en-US`, `es-US`); they feed the scheduler's `userLanguage` query. */
  additional_languages: z.array(z.string()).default([]),
  measurement_type: z.enum(['metric', 'imperial']).default('metric'),
  primary_details: primaryDetailsSchema,
  /** The organization requests act in unless the page names another; null when the user has none. */
  selected_org: organizationSchema.nullable(),
  /** Every organization the user is associated with, parents and children alike. */
  organizations: z.array(organizationSchema),
  organization_ids: z.array(idSchema),
  userGroupsData: z.array(userGroupSchema).default([]),
  /** The signed-in user's version, which a change of their own account is based on. */
  version: recordVersionSchema,
});
export type UserSession = z.output<typeof userSessionSchema>;
