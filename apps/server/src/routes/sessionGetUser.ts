import { endpoints } from '@carecall/api-client';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations, users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/**
 * `GET /api/user/auth/`: who is signed in: the user's fields, `primary_details` as the
 * account holds them, the organization this request acts in (`selected_org`), every organization they may select
 * (their own and, for admins, the children of those) and `userGroupsData`. User groups are not modelled yet, so the
 * list is empty; `measurement_type` is `metric` until a user setting exists. `version` is read from the row, not the
 * auth cache, so a change of one's own account is based on the version that is stored.
 */
export function registerSessionGetUser(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionGetUser, async (_input, context) => {
    const auth = context.requireAuth();
    const { db } = context.services;
    const [row] = await db
      .select({ language: users.language, additionalLanguages: users.additionalLanguages, version: users.version })
      .from(users)
      .where(eq(users.id, auth.user.id));
    if (!row) throw new HttpError(401, 'USER_UNKNOWN', 'This account is not registered in CareCall');
    const rows = await db
      .select({ id: organizations.id, name: organizations.name, parent_id: organizations.parentId })
      .from(organizations)
      .where(inArray(organizations.id, auth.accessibleOrganizationIds))
      .orderBy(asc(organizations.id));
    const { user } = auth;
    const language = row.language === 'ja' ? ('ja' as const) : ('en' as const);
    return {
      user_id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      is_lift_operator: user.isLiftOperator,
      language,
      additional_languages: row.additionalLanguages,
      measurement_type: 'metric' as const,
      primary_details: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        language,
        country_code: user.phoneCountryCode,
        phone_number: user.phoneNumber,
      },
      selected_org: rows.find((organization) => organization.id === auth.organizationId) ?? null,
      organizations: rows,
      organization_ids: rows.map((organization) => organization.id),
      userGroupsData: [],
      version: row.version,
    };
  });
}
