import { endpoints } from '@carecall/api-client';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userOrganizations, users } from '../db/schema/index.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/**
 * `GET /api/admin/users` (admins): the members of the organization the request acts in, for the Users screen, by id,
 * each with the `version` a change of that user is based on. Members of child organizations are listed when the child
 * is selected, not under the parent.
 */
export function registerAdminListUsers(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminListUsers, async (_input, context) => {
    const { organizationId } = context.requireAuth();
    if (organizationId === null) return { users: [] };
    const rows = await context.services.db
      .select({
        user_id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        role: users.role,
        language: users.language,
        is_callcentre_agent: users.isLiftOperator,
        is_emergency_contact: users.isEmergencyContact,
        version: users.version,
      })
      .from(users)
      .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
      .where(eq(userOrganizations.organizationId, organizationId))
      .orderBy(asc(users.id));
    return {
      users: rows.map((row) => ({ ...row, language: row.language === 'ja' ? ('ja' as const) : ('en' as const) })),
    };
  });
}
